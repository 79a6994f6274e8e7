import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { pantryStock, premiumStockColumns, type StockRow } from './pantry-stock';

interface PendingPaste {
  rows: number;
  cells: number;
  answer: (confirmed: boolean) => void;
}

// A slow save, so the loading overlay stays visible for a moment.
const saveSlowly = (row: StockRow) =>
  new Promise<StockRow>((resolve) => {
    setTimeout(() => resolve(row), 800);
  });

export default function PantryPasteConfirmDialog() {
  const [pending, setPending] = React.useState<PendingPaste | null>(null);
  const [loading, setLoading] = React.useState(false);
  const [pastes, setPastes] = React.useState(0);

  // Resolve to let the paste go ahead, reject to cancel it.
  const confirmPaste = React.useCallback(
    ({ data }: { data: string[][] }) =>
      new Promise<void>((resolve, reject) => {
        setPending({
          rows: data.length,
          cells: data.reduce((total, line) => total + line.length, 0),
          answer: (confirmed) =>
            confirmed ? resolve() : reject(new Error('Paste cancelled')),
        });
      }),
    [],
  );

  const close = (confirmed: boolean) => {
    pending?.answer(confirmed);
    setPending(null);
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status" aria-live="polite">
        {loading ? 'Saving the pasted values…' : `Pastes applied: ${pastes}`}
      </Typography>
      <div style={{ height: 340, width: '100%' }}>
        <DataGridPremium
          rows={pantryStock}
          columns={premiumStockColumns}
          cellSelection
          disableRowSelectionOnClick
          ignoreValueFormatterDuringExport
          onBeforeClipboardPasteStart={confirmPaste}
          onClipboardPasteStart={() => setLoading(true)}
          onClipboardPasteEnd={() => {
            setLoading(false);
            setPastes((count) => count + 1);
          }}
          processRowUpdate={saveSlowly}
          loading={loading}
          density="compact"
          hideFooter
        />
      </div>
      <Dialog open={pending !== null} onClose={() => close(false)}>
        <DialogTitle>Paste into the stock list?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The clipboard holds {pending?.rows ?? 0}{' '}
            {pending?.rows === 1 ? 'row' : 'rows'} and {pending?.cells ?? 0}{' '}
            {pending?.cells === 1 ? 'value' : 'values'}. They replace the values of
            the cells they land on.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => close(true)}>
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
