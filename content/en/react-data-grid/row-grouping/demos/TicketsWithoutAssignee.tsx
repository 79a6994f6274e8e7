import * as React from 'react';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Ticket {
  id: number;
  subject: string;
  assignee: string | null;
  priority: string;
  openedHoursAgo: number;
}

const rows: Ticket[] = [
  {
    id: 1,
    subject: 'Refund not received',
    assignee: 'Nadia',
    priority: 'High',
    openedHoursAgo: 5,
  },
  {
    id: 2,
    subject: 'Cannot reset password',
    assignee: null,
    priority: 'Medium',
    openedHoursAgo: 1,
  },
  {
    id: 3,
    subject: 'Invoice shows wrong VAT',
    assignee: 'Oskar',
    priority: 'Medium',
    openedHoursAgo: 26,
  },
  {
    id: 4,
    subject: 'App crashes on upload',
    assignee: 'Nadia',
    priority: 'High',
    openedHoursAgo: 3,
  },
  {
    id: 5,
    subject: 'Change delivery address',
    assignee: null,
    priority: 'Low',
    openedHoursAgo: 2,
  },
  {
    id: 6,
    subject: 'Duplicate charge',
    assignee: 'Oskar',
    priority: 'High',
    openedHoursAgo: 8,
  },
  {
    id: 7,
    subject: 'Export to CSV is empty',
    assignee: 'Rui',
    priority: 'Medium',
    openedHoursAgo: 30,
  },
  {
    id: 8,
    subject: 'Add a second admin',
    assignee: 'Rui',
    priority: 'Low',
    openedHoursAgo: 48,
  },
  {
    id: 9,
    subject: 'Two-factor code never arrives',
    assignee: null,
    priority: 'High',
    openedHoursAgo: 0.5,
  },
  {
    id: 10,
    subject: 'Dark mode request',
    assignee: 'Nadia',
    priority: 'Low',
    openedHoursAgo: 72,
  },
];

const columns: GridColDef<Ticket>[] = [
  {
    field: 'subject',
    headerName: 'Subject',
    flex: 1,
    minWidth: 200,
    groupable: false,
  },
  { field: 'assignee', headerName: 'Assignee', width: 120 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  {
    field: 'openedHoursAgo',
    headerName: 'Opened (h ago)',
    type: 'number',
    width: 130,
    groupable: false,
  },
];

export default function TicketsWithoutAssignee() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['assignee'] },
          columns: { columnVisibilityModel: { assignee: false } },
        }}
        hideFooter
      />
    </div>
  );
}
