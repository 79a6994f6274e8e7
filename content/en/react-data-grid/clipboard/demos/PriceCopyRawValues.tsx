import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { pantryStock, stockColumns } from './pantry-stock';

export default function PriceCopyRawValues() {
  const [rawValues, setRawValues] = React.useState(true);
  const [lastCopy, setLastCopy] = React.useState<string | null>(null);

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={rawValues}
              onChange={(event) => setRawValues(event.target.checked)}
            />
          }
          label="Copy raw values"
        />
        <Typography variant="body2" role="status" aria-live="polite">
          {lastCopy === null
            ? 'Copy a price to see what lands in the clipboard.'
            : `Copied: ${lastCopy}`}
        </Typography>
      </Stack>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid
          // The copy shortcut reads these props when the grid mounts: a new key remounts it.
          key={rawValues ? 'raw' : 'formatted'}
          rows={pantryStock}
          columns={stockColumns}
          ignoreValueFormatterDuringExport={rawValues}
          disableRowSelectionOnClick
          onClipboardCopy={(copiedText) => setLastCopy(JSON.stringify(copiedText))}
          density="compact"
          hideFooter
        />
      </div>
    </Stack>
  );
}
