import * as React from 'react';
import ArchiveIcon from '@mui/icons-material/Archive';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GridActionsCellItem,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid-pro';

type Ticket = {
  id: number;
  subject: string;
  customer: string;
  channel: string;
  priority: string;
  openedAt: string;
  assignee: string;
};

const initialRows: Ticket[] = [
  {
    id: 4812,
    subject: 'Invoice shows the wrong VAT rate',
    customer: 'Brightwater Ltd',
    channel: 'Email',
    priority: 'High',
    openedAt: '2025-05-12 09:14',
    assignee: 'Unassigned',
  },
  {
    id: 4813,
    subject: 'Cannot reset password',
    customer: 'Okonjo Design',
    channel: 'Chat',
    priority: 'Normal',
    openedAt: '2025-05-12 09:40',
    assignee: 'Mira',
  },
  {
    id: 4814,
    subject: 'Export to CSV times out',
    customer: 'Halden Logistics',
    channel: 'Email',
    priority: 'High',
    openedAt: '2025-05-12 10:02',
    assignee: 'Unassigned',
  },
  {
    id: 4815,
    subject: 'Add a second admin account',
    customer: 'Pine & Co',
    channel: 'Phone',
    priority: 'Low',
    openedAt: '2025-05-12 10:31',
    assignee: 'Jonas',
  },
  {
    id: 4816,
    subject: 'Webhook retries too often',
    customer: 'Tessera Apps',
    channel: 'Email',
    priority: 'Normal',
    openedAt: '2025-05-12 11:05',
    assignee: 'Unassigned',
  },
];

export default function SupportTicketsPinnedControls() {
  const [rows, setRows] = React.useState<Ticket[]>(initialRows);

  const columns = React.useMemo<GridColDef<Ticket>[]>(() => {
    const assignToMe = (id: GridRowId) => () =>
      setRows((previous) =>
        previous.map((row) => (row.id === id ? { ...row, assignee: 'You' } : row)),
      );
    const archive = (id: GridRowId) => () =>
      setRows((previous) => previous.filter((row) => row.id !== id));

    return [
      { field: 'id', headerName: 'Ticket', width: 90 },
      { field: 'subject', headerName: 'Subject', width: 260 },
      { field: 'customer', headerName: 'Customer', width: 160 },
      { field: 'channel', headerName: 'Channel', width: 100 },
      { field: 'priority', headerName: 'Priority', width: 100 },
      { field: 'openedAt', headerName: 'Opened', width: 150 },
      { field: 'assignee', headerName: 'Assignee', width: 120 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: (params) => [
          <GridActionsCellItem
            key="assign"
            icon={<AssignmentIndIcon />}
            label="Assign to me"
            onClick={assignToMe(params.id)}
          />,
          <GridActionsCellItem
            key="archive"
            icon={<ArchiveIcon />}
            label="Archive"
            onClick={archive(params.id)}
          />,
        ],
      },
    ];
  }, []);

  return (
    <div style={{ height: 370, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        checkboxSelection
        hideFooter
        initialState={{
          pinnedColumns: {
            left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'id'],
            right: ['actions'],
          },
        }}
      />
    </div>
  );
}
