import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type ExpenseLine = {
  id: number;
  kind: 'line';
  description: string;
  quantity: number;
  unitCost: number;
};

type TotalLine = {
  id: string;
  kind: 'total';
  description: string;
  amount: number;
};

type ClaimRow = ExpenseLine | TotalLine;

const lines: ExpenseLine[] = [
  {
    id: 1,
    kind: 'line',
    description: 'Hotel, Porto (nights)',
    quantity: 3,
    unitCost: 118,
  },
  {
    id: 2,
    kind: 'line',
    description: 'Train, Lisbon to Porto and back',
    quantity: 2,
    unitCost: 32.5,
  },
  {
    id: 3,
    kind: 'line',
    description: 'Taxi to the client site',
    quantity: 4,
    unitCost: 14.2,
  },
  {
    id: 4,
    kind: 'line',
    description: 'Team dinner with the client',
    quantity: 1,
    unitCost: 96.4,
  },
];

const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitCost, 0);
const advance = 250;

const rows: ClaimRow[] = [
  ...lines,
  { id: 'subtotal', kind: 'total', description: 'Total spent', amount: subtotal },
  {
    id: 'advance',
    kind: 'total',
    description: 'Cash advance received',
    amount: -advance,
  },
  {
    id: 'due',
    kind: 'total',
    description: 'To reimburse',
    amount: subtotal - advance,
  },
];

const euros = (value: number | undefined) => {
  if (value === undefined) {
    return '';
  }
  return `${value < 0 ? '−' : ''}€${Math.abs(value).toFixed(2)}`;
};

const columns: GridColDef<ClaimRow>[] = [
  {
    field: 'description',
    headerName: 'Expense',
    flex: 2,
    minWidth: 220,
    // A total row's label takes the room of the description, quantity and unit cost cells
    colSpan: (_value, row) => (row.kind === 'total' ? 3 : undefined),
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', flex: 0.5, minWidth: 70 },
  {
    field: 'unitCost',
    headerName: 'Unit cost',
    type: 'number',
    flex: 1,
    minWidth: 100,
    valueFormatter: euros,
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    flex: 1,
    minWidth: 110,
    valueGetter: (_value, row) =>
      row.kind === 'line' ? row.quantity * row.unitCost : row.amount,
    valueFormatter: euros,
  },
];

export default function ExpenseClaimTotals() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        '& .total-row': { fontWeight: 600 },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={({ row }) => (row.kind === 'total' ? 'total-row' : '')}
        showCellVerticalBorder
        showColumnVerticalBorder
        disableColumnSorting
        disableColumnFilter
        disableColumnMenu
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
