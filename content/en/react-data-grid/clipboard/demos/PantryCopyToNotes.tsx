import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { pantryStock, stockColumns } from './pantry-stock';

export default function PantryCopyToNotes() {
  const [lastCopy, setLastCopy] = React.useState('');
  const [notes, setNotes] = React.useState('');
  const copiedLines = lastCopy === '' ? 0 : lastCopy.split(/\r\n|\n/).length;

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <div style={{ height: 380, flex: '1 1 560px', minWidth: 0 }}>
          <DataGrid
            rows={pantryStock}
            columns={stockColumns}
            checkboxSelection
            disableRowSelectionOnClick
            onClipboardCopy={(copiedText) => setLastCopy(copiedText)}
            density="compact"
            hideFooter
          />
        </div>
        <TextField
          label="Order notes"
          multiline
          minRows={12}
          maxRows={13}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          placeholder="Paste here"
          sx={{ flex: '1 1 240px' }}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
      </Stack>
      <Typography variant="body2" role="status" aria-live="polite">
        {lastCopy === ''
          ? 'Nothing copied from the grid yet.'
          : `Copied ${copiedLines} ${copiedLines === 1 ? 'line' : 'lines'}, ${lastCopy.length} characters.`}
      </Typography>
    </Stack>
  );
}
