import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Expense {
  id: number;
  item: string;
  supplier: string;
  amount: number;
  revision: number;
}

const BUDGET = 6000;

const initialRows: Expense[] = [
  {
    id: 1,
    item: 'Venue, two days',
    supplier: 'Lakeside Lodge',
    amount: 2400,
    revision: 1,
  },
  { id: 2, item: 'Catering', supplier: 'Fennel & Co', amount: 1350, revision: 1 },
  {
    id: 3,
    item: 'Coach transfer',
    supplier: 'Bluebird Travel',
    amount: 620,
    revision: 1,
  },
  {
    id: 4,
    item: 'Workshop kits',
    supplier: 'Paper Trail',
    amount: 310,
    revision: 1,
  },
  { id: 5, item: 'Kayak session', supplier: 'Open Water', amount: 480, revision: 1 },
];

const euros = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Expense>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 150, editable: true },
  { field: 'supplier', headerName: 'Supplier', width: 150, editable: true },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value: number) => euros.format(value),
  },
  { field: 'revision', headerName: 'Revision', type: 'number', width: 90 },
];

export default function OffsiteBudgetProcessRowUpdate() {
  const [rows, setRows] = React.useState(initialRows);
  const [error, setError] = React.useState<string | null>(null);

  const spent = rows.reduce((sum, row) => sum + row.amount, 0);

  const processRowUpdate = (newRow: Expense, oldRow: Expense) => {
    // Nothing changed: keep the row as it is.
    if (
      newRow.item === oldRow.item &&
      newRow.supplier === oldRow.supplier &&
      newRow.amount === oldRow.amount
    ) {
      return oldRow;
    }
    // An emptied number cell holds `null`.
    if (typeof newRow.amount !== 'number' || newRow.amount < 0) {
      throw new Error('Enter an amount of zero or more.');
    }
    const total = spent - oldRow.amount + newRow.amount;
    if (total > BUDGET) {
      // Throwing keeps the cell in edit mode and calls onProcessRowUpdateError.
      throw new Error(
        `That puts the offsite ${euros.format(total - BUDGET)} over budget.`,
      );
    }
    const savedRow = { ...newRow, revision: oldRow.revision + 1 };
    setRows((prev) => prev.map((row) => (row.id === savedRow.id ? savedRow : row)));
    setError(null);
    // The grid shows the row returned here.
    return savedRow;
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        Spent {euros.format(spent)} of {euros.format(BUDGET)}
      </Typography>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(thrown: unknown) =>
            setError(thrown instanceof Error ? thrown.message : String(thrown))
          }
        />
      </div>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error} Lower the amount, or press Escape to undo the change.
        </Alert>
      )}
    </Stack>
  );
}
