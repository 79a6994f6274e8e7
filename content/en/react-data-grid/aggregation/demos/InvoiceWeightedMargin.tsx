import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid-premium';
import { formatCurrency, invoiceLines, type InvoiceLine } from './invoice-lines';

const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 1,
});

type AmountAndCost = { amount: number; cost: number };

// Averaging the row margins would give a small invoice the same weight as a large one.
// Reading amount and cost from each row gives the margin of the total instead.
const weightedMargin: GridAggregationFunction<AmountAndCost, number | null> = {
  label: 'weighted',
  columnTypes: ['number'],
  getCellValue: ({ row }) => ({ amount: row.amount, cost: row.cost }),
  apply: ({ values }) => {
    let amount = 0;
    let cost = 0;
    values.forEach((value) => {
      if (value) {
        amount += value.amount;
        cost += value.cost;
      }
    });
    return amount === 0 ? null : (amount - cost) / amount;
  },
};

const columns: GridColDef<InvoiceLine>[] = [
  { field: 'invoiceNo', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => formatCurrency(value),
  },
  {
    field: 'cost',
    headerName: 'Cost',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => formatCurrency(value),
  },
  {
    field: 'margin',
    headerName: 'Margin',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => (row.amount - row.cost) / row.amount,
    valueFormatter: (value?: number | null) =>
      value === null || value === undefined ? '' : percent.format(value),
  },
];

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, weightedMargin };

const initialState: GridInitialState = {
  aggregation: { model: { amount: 'sum', cost: 'sum', margin: 'weightedMargin' } },
};

export default function InvoiceWeightedMargin() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={invoiceLines}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={initialState}
        hideFooter
      />
    </div>
  );
}
