import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { pantryStock, premiumStockColumns } from './pantry-stock';

export default function PantryPasteDisabled() {
  const [pasteDisabled, setPasteDisabled] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={pasteDisabled}
            onChange={(event) => setPasteDisabled(event.target.checked)}
          />
        }
        label="Disable paste"
      />
      <div style={{ height: 340, width: '100%' }}>
        <DataGridPremium
          rows={pantryStock}
          columns={premiumStockColumns}
          cellSelection
          disableRowSelectionOnClick
          disableClipboardPaste={pasteDisabled}
          density="compact"
          hideFooter
        />
      </div>
    </Stack>
  );
}
