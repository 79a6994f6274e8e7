import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import {
  createGridServer,
  type GridServerLogEntry,
} from '@demo-kit/data-grid-server';
import { pantryStock, premiumStockColumns, type StockRow } from './pantry-stock';

// The server refuses negative stock and prices that are not numbers above zero.
function validate(row: StockRow) {
  if (!Number.isFinite(row.inStock) || row.inStock < 0) {
    return `${row.id}: stock must be zero or more.`;
  }
  if (!Number.isFinite(row.unitPrice) || row.unitPrice <= 0) {
    return `${row.id}: the price must be above zero.`;
  }
  return null;
}

export default function PantryPasteSavedOnServer() {
  const [server] = React.useState(() =>
    createGridServer<StockRow>({ rows: pantryStock, validate, latencyMs: 500 }),
  );
  const [log, setLog] = React.useState<GridServerLogEntry[]>([]);
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(
    () =>
      server.subscribe((entry) => {
        setLog((previous) =>
          [entry, ...previous.filter((item) => item.id !== entry.id)].slice(0, 4),
        );
      }),
    [server],
  );

  // Called once per pasted row: resolve with the saved row, or throw to keep the old one.
  const processRowUpdate = React.useCallback(
    (newRow: StockRow) => server.updateRow(newRow),
    [server],
  );

  const handleError = React.useCallback((reason: unknown) => {
    setError(reason instanceof Error ? reason.message : String(reason));
  }, []);

  return (
    <Stack spacing={1}>
      <div style={{ height: 340, width: '100%' }}>
        <DataGridPremium
          rows={pantryStock}
          columns={premiumStockColumns}
          cellSelection
          disableRowSelectionOnClick
          ignoreValueFormatterDuringExport
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={handleError}
          onClipboardPasteStart={() => setError(null)}
          density="compact"
          hideFooter
        />
      </div>
      {error ? (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <Typography
        variant="caption"
        component="div"
        role="log"
        aria-label="Request log"
      >
        {log.length === 0
          ? 'No request yet.'
          : log.map((entry) => (
              <div key={entry.id}>
                {entry.request} — {entry.status}
                {entry.message ? ` (${entry.message})` : ''}
              </div>
            ))}
      </Typography>
    </Stack>
  );
}
