import * as React from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import {
  DataGrid,
  FilterPanelTrigger,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';

interface Invoice {
  id: number;
  number: string;
  client: string;
  amount: number;
  status: string;
  daysOverdue: number;
}

const rows: Invoice[] = [
  {
    id: 1,
    number: 'INV-1041',
    client: 'Alder Print',
    amount: 1280,
    status: 'Paid',
    daysOverdue: 0,
  },
  {
    id: 2,
    number: 'INV-1042',
    client: 'Kestrel Foods',
    amount: 4620,
    status: 'Overdue',
    daysOverdue: 18,
  },
  {
    id: 3,
    number: 'INV-1043',
    client: 'Morrow Legal',
    amount: 950,
    status: 'Sent',
    daysOverdue: 0,
  },
  {
    id: 4,
    number: 'INV-1044',
    client: 'Alder Print',
    amount: 2310,
    status: 'Overdue',
    daysOverdue: 4,
  },
  {
    id: 5,
    number: 'INV-1045',
    client: 'Quayside Hotel',
    amount: 7850,
    status: 'Overdue',
    daysOverdue: 33,
  },
  {
    id: 6,
    number: 'INV-1046',
    client: 'Kestrel Foods',
    amount: 3610,
    status: 'Paid',
    daysOverdue: 0,
  },
  {
    id: 7,
    number: 'INV-1047',
    client: 'Brightwater Gym',
    amount: 2740,
    status: 'Sent',
    daysOverdue: 0,
  },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Sent', 'Paid', 'Overdue'],
    width: 110,
  },
  { field: 'daysOverdue', headerName: 'Days overdue', type: 'number', width: 120 },
];

function InvoiceToolbar() {
  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        Invoices
      </Typography>
      {/* `filterCount` is the number of filters that take part in filtering */}
      <FilterPanelTrigger
        render={({ ref: triggerRef, ...triggerProps }, state) => (
          <Button
            {...triggerProps}
            // The trigger types its ref for React 19; with React 18 types, cast it.
            ref={triggerRef as React.Ref<HTMLButtonElement>}
            size="small"
            variant={state.open ? 'contained' : 'outlined'}
            startIcon={<FilterAltOutlinedIcon />}
          >
            {state.filterCount > 0 ? `Filters (${state.filterCount})` : 'Filters'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function InvoiceFilterCountButton() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: InvoiceToolbar }}
        showToolbar
        hideFooter
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'status', operator: 'is', value: 'Overdue' },
                { id: 2, field: 'amount', operator: '>', value: 2000 },
              ],
            },
          },
        }}
      />
    </div>
  );
}
