import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 4101,
    tenantId: 't-018',
    subject: 'Invoice shows the wrong VAT rate',
    priority: 'High',
    assignee: 'Ines',
    channel: 'Email',
  },
  {
    id: 4102,
    tenantId: 't-231',
    subject: 'Cannot reset my password',
    priority: 'Medium',
    assignee: 'Marek',
    channel: 'Chat',
  },
  {
    id: 4103,
    tenantId: 't-018',
    subject: 'Export to CSV is empty',
    priority: 'High',
    assignee: 'Ines',
    channel: 'Phone',
  },
  {
    id: 4104,
    tenantId: 't-077',
    subject: 'Add a second admin account',
    priority: 'Low',
    assignee: 'Sade',
    channel: 'Email',
  },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Ticket', type: 'number', width: 90 },
  // Internal: hidden by the model and kept out of the panel, so users never see it
  { field: 'tenantId', headerName: 'Tenant', width: 100 },
  // Always shown: kept out of the panel, and `hideable: false` removes "Hide column" from its menu
  { field: 'subject', headerName: 'Subject', width: 260, hideable: false },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'assignee', headerName: 'Assignee', width: 110 },
  { field: 'channel', headerName: 'Channel', width: 100 },
];

const fieldsLeftOut = ['tenantId', 'subject'];

const getTogglableColumns = (allColumns: GridColDef[]) =>
  allColumns
    .filter((column) => !fieldsLeftOut.includes(column.field))
    .map((column) => column.field);

export default function SupportTicketsTogglableColumns() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{ columns: { columnVisibilityModel: { tenantId: false } } }}
        slotProps={{ columnsManagement: { getTogglableColumns } }}
      />
    </div>
  );
}
