import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createStockRows, type StockItem } from './stock-rows';
import {
  createRenderCounter,
  RenderCounterContext,
  TrackedCell,
  useRenderCount,
  type RenderCounter,
} from './render-tracking';

type Currency = 'GBP' | 'EUR' | 'USD';

// Fixed rates for the demo.
const ratesFromGbp: Record<Currency, number> = { GBP: 1, EUR: 1.17, USD: 1.27 };

const slots = { cell: TrackedCell };

function buildColumns(currency: Currency): GridColDef<StockItem>[] {
  const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
  const rate = ratesFromGbp[currency];
  return [
    { field: 'sku', headerName: 'SKU', width: 110 },
    { field: 'product', headerName: 'Product', width: 170 },
    { field: 'onHand', headerName: 'On hand', type: 'number', width: 100 },
    {
      field: 'unitPrice',
      headerName: `Unit price (${currency})`,
      type: 'number',
      width: 150,
      valueFormatter: (value: number) => money.format(value * rate),
    },
  ];
}

function CellRenderCount({ counter }: { counter: RenderCounter }) {
  const count = useRenderCount(counter);
  return (
    <Typography variant="body2" role="status">
      Cell renders: <strong>{count}</strong>
    </Typography>
  );
}

export default function CurrencyColumnsUseMemo() {
  const rows = React.useMemo(() => createStockRows(150), []);
  const [counter] = React.useState(createRenderCounter);
  const [currency, setCurrency] = React.useState<Currency>('GBP');
  const [note, setNote] = React.useState('');
  const [memoize, setMemoize] = React.useState(true);

  // Rebuilt only when the currency changes.
  const memoizedColumns = React.useMemo(() => buildColumns(currency), [currency]);
  // For comparison: rebuilt on every render, for example on each keystroke in the note.
  const columns = memoize ? memoizedColumns : buildColumns(currency);

  return (
    <Stack spacing={1.5}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <TextField
          select
          size="small"
          label="Currency"
          value={currency}
          onChange={(event) => setCurrency(event.target.value as Currency)}
          sx={{ width: 120 }}
        >
          <MenuItem value="GBP">GBP</MenuItem>
          <MenuItem value="EUR">EUR</MenuItem>
          <MenuItem value="USD">USD</MenuItem>
        </TextField>
        <TextField
          size="small"
          label="Stocktake note"
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <FormControlLabel
          control={
            <Switch
              checked={memoize}
              onChange={(event) => {
                setMemoize(event.target.checked);
                counter.reset();
              }}
            />
          }
          label="Memoize columns"
        />
      </Stack>
      <CellRenderCount counter={counter} />
      <RenderCounterContext.Provider value={counter}>
        <div style={{ height: 340, width: '100%' }}>
          <DataGrid rows={rows} columns={columns} slots={slots} density="compact" />
        </div>
      </RenderCounterContext.Provider>
    </Stack>
  );
}
