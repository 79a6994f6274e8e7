import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { pantryStock, premiumStockColumns } from './pantry-stock';

const startingNotes = ['Oat milk 1 l\t1.95\t180', 'Rye crackers\t3.25\t60'].join(
  '\n',
);

export default function PantryClipboardRoundTrip() {
  const [notes, setNotes] = React.useState(startingNotes);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <div style={{ height: 400, flex: '1 1 520px', minWidth: 0 }}>
        <DataGridPremium
          rows={pantryStock}
          columns={premiumStockColumns}
          cellSelection
          // A click selects cells only, so a paste starts at the clicked cell.
          disableRowSelectionOnClick
          // Copy raw numbers (2.49, not €2.49) so they paste back as numbers.
          ignoreValueFormatterDuringExport
          density="compact"
          hideFooter
        />
      </div>
      <TextField
        label="Scratch pad"
        multiline
        minRows={12}
        maxRows={14}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        sx={{ flex: '1 1 260px' }}
        slotProps={{
          htmlInput: {
            spellCheck: false,
            style: { fontFamily: 'monospace', tabSize: 12 },
          },
        }}
      />
    </Stack>
  );
}
