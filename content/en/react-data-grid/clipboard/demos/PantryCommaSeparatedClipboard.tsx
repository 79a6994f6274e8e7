import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPremium,
  type DataGridPremiumProps,
} from '@mui/x-data-grid-premium';
import { pantryStock, premiumStockColumns } from './pantry-stock';

// One row per line, one cell per comma. A trailing line break is ignored.
const splitCommaSeparated: DataGridPremiumProps['splitClipboardPastedText'] = (
  text,
) =>
  text
    .replace(/\r?\n$/, '')
    .split(/\r\n|\n/)
    .map((line) => line.split(','));

export default function PantryCommaSeparatedClipboard() {
  const [csv, setCsv] = React.useState('2.35,140\n5.75,70');

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <div style={{ height: 360, flex: '1 1 520px', minWidth: 0 }}>
        <DataGridPremium
          rows={pantryStock}
          columns={premiumStockColumns}
          cellSelection
          disableRowSelectionOnClick
          ignoreValueFormatterDuringExport
          clipboardCopyCellDelimiter=","
          splitClipboardPastedText={splitCommaSeparated}
          density="compact"
          hideFooter
        />
      </div>
      <TextField
        label="Comma-separated values"
        multiline
        minRows={10}
        maxRows={12}
        value={csv}
        onChange={(event) => setCsv(event.target.value)}
        sx={{ flex: '1 1 240px' }}
        slotProps={{
          htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } },
        }}
      />
    </Stack>
  );
}
