import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';

interface Invoice {
  id: number;
  number: string;
  customer: string;
  status: string;
  dueDate: string;
  amount: number;
}

const customers = [
  'Alder Bakery',
  'Brightwater Hotel',
  'Copper Kettle Café',
  'Dune Surf Shop',
];
const statuses = ['Paid', 'Open', 'Overdue'];

const rows: Invoice[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  number: `INV-${2401 + index}`,
  customer: customers[(index * 3 + Math.floor(index / 8)) % customers.length] ?? '',
  status: statuses[(index * 2 + Math.floor(index / 3)) % statuses.length] ?? '',
  dueDate: `2025-${String((index % 6) + 1).padStart(2, '0')}-${String(((index * 5) % 27) + 1).padStart(2, '0')}`,
  amount: ((index * 389) % 4_200) + 180,
}));

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 110, groupable: false },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'status', headerName: 'Status', width: 100 },
  { field: 'dueDate', headerName: 'Due', width: 110, groupable: false },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 120,
    groupable: false,
  },
];

const presets: Record<string, GridRowGroupingModel> = {
  none: [],
  customer: ['customer'],
  status: ['status'],
  'status-customer': ['status', 'customer'],
};

export default function InvoicesHiddenGroupedColumns() {
  const apiRef = useGridApiRef();
  const [rowGroupingModel, setRowGroupingModel] =
    React.useState<GridRowGroupingModel>(presets.customer ?? []);

  // The menu shows the preset matching the model, or nothing after a change from the column menu.
  const preset =
    Object.keys(presets).find(
      (key) => JSON.stringify(presets[key]) === JSON.stringify(rowGroupingModel),
    ) ?? '';

  // Hides the columns of the starting model, then keeps hiding (and showing) columns
  // as criteria are added to or removed from the model.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    rowGroupingModel,
    initialState: { columns: { columnVisibilityModel: { dueDate: false } } },
  });

  return (
    <Stack spacing={2}>
      <FormControl size="small" sx={{ width: 240 }}>
        <InputLabel id="invoice-grouping-label">Group invoices by</InputLabel>
        <Select
          labelId="invoice-grouping-label"
          label="Group invoices by"
          value={preset}
          onChange={(event) =>
            setRowGroupingModel(presets[event.target.value] ?? [])
          }
        >
          <MenuItem value="none">Nothing</MenuItem>
          <MenuItem value="customer">Customer</MenuItem>
          <MenuItem value="status">Status</MenuItem>
          <MenuItem value="status-customer">Status, then customer</MenuItem>
        </Select>
      </FormControl>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={initialState}
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={(newModel) => setRowGroupingModel(newModel)}
          hideFooter
        />
      </div>
    </Stack>
  );
}
