import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridCallbackDetails,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  dueOn: Date;
  status: string;
}

const rows: Invoice[] = [
  {
    id: 'INV-0412',
    client: 'Harbor Bakery',
    amount: 640,
    dueOn: new Date(2025, 3, 4),
    status: 'Paid',
  },
  {
    id: 'INV-0413',
    client: 'Lumen Studio',
    amount: 2380,
    dueOn: new Date(2025, 3, 11),
    status: 'Overdue',
  },
  {
    id: 'INV-0414',
    client: 'Northgate Dental',
    amount: 1150,
    dueOn: new Date(2025, 3, 18),
    status: 'Sent',
  },
  {
    id: 'INV-0415',
    client: 'Orchard Cycles',
    amount: 395,
    dueOn: new Date(2025, 3, 22),
    status: 'Overdue',
  },
  {
    id: 'INV-0416',
    client: 'Pine & Partners',
    amount: 4720,
    dueOn: new Date(2025, 4, 2),
    status: 'Sent',
  },
  {
    id: 'INV-0417',
    client: 'Quayside Hotel',
    amount: 1980,
    dueOn: new Date(2025, 4, 9),
    status: 'Draft',
  },
  {
    id: 'INV-0418',
    client: 'Redwood Florist',
    amount: 275,
    dueOn: new Date(2025, 4, 14),
    status: 'Paid',
  },
  {
    id: 'INV-0419',
    client: 'Summit Physio',
    amount: 3105,
    dueOn: new Date(2025, 4, 20),
    status: 'Sent',
  },
  {
    id: 'INV-0420',
    client: 'Tidewater Books',
    amount: 860,
    dueOn: new Date(2025, 4, 27),
    status: 'Draft',
  },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 120,
  },
  { field: 'dueOn', headerName: 'Due on', type: 'date', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Draft', 'Sent', 'Paid', 'Overdue'],
    width: 120,
  },
];

const presets: { label: string; model: GridFilterModel }[] = [
  {
    label: 'Overdue',
    model: { items: [{ field: 'status', operator: 'is', value: 'Overdue' }] },
  },
  {
    label: 'Over €2,000',
    model: { items: [{ field: 'amount', operator: '>', value: 2000 }] },
  },
  {
    label: 'Due before May',
    model: { items: [{ field: 'dueOn', operator: 'before', value: '2025-05-01' }] },
  },
  { label: 'All invoices', model: { items: [] } },
];

export default function InvoiceControlledFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'status', operator: 'is', value: 'Overdue' }],
  });
  const [lastReason, setLastReason] = React.useState('none yet');

  const handleFilterModelChange = (
    newModel: GridFilterModel,
    details: GridCallbackDetails<'filter'>,
  ) => {
    setFilterModel(newModel);
    setLastReason(details.reason ?? 'no reason given');
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            onClick={() => setFilterModel(preset.model)}
          >
            {preset.label}
          </Button>
        ))}
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={handleFilterModelChange}
        />
      </div>
      <Typography variant="body2" role="status" aria-live="polite">
        <code>filterModel</code>: <code>{JSON.stringify(filterModel)}</code>
        <br />
        Last change from the grid: <code>{lastReason}</code>
      </Typography>
    </Stack>
  );
}
