import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  useGridApiContext,
  useGridEvent,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  requester: string;
  openedHoursAgo: number;
}

const rows: Ticket[] = [
  {
    id: 311,
    subject: 'VPN drops every hour',
    requester: 'Finance',
    openedHoursAgo: 2,
  },
  {
    id: 312,
    subject: 'New laptop for starter',
    requester: 'People team',
    openedHoursAgo: 26,
  },
  {
    id: 313,
    subject: 'Printer on floor 3 jams',
    requester: 'Legal',
    openedHoursAgo: 5,
  },
  {
    id: 314,
    subject: 'Shared drive is read-only',
    requester: 'Design',
    openedHoursAgo: 1,
  },
  { id: 315, subject: 'Reset MFA device', requester: 'Sales', openedHoursAgo: 8 },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'requester', headerName: 'Requester', width: 130 },
  {
    field: 'openedHoursAgo',
    headerName: 'Opened (h ago)',
    type: 'number',
    width: 140,
  },
];

// A footer slot: it lives inside the grid, so it can use the event hook
function HoverFooter() {
  const apiRef = useGridApiContext();
  const [hovered, setHovered] = React.useState<Ticket | null>(null);

  // `rowMouseEnter` and `rowMouseLeave` have no `on…` prop on the grid
  const handleEnter: GridEventListener<'rowMouseEnter'> = (params) => {
    setHovered(params.row as Ticket);
  };
  const handleLeave: GridEventListener<'rowMouseLeave'> = () => setHovered(null);

  useGridEvent(apiRef, 'rowMouseEnter', handleEnter);
  useGridEvent(apiRef, 'rowMouseLeave', handleLeave);

  return (
    <Box
      role="status"
      sx={{
        px: 2,
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
        typography: 'body2',
        minHeight: 44,
      }}
    >
      {hovered
        ? `#${hovered.id}: ${hovered.subject}, from ${hovered.requester}`
        : 'Point at a ticket to preview it here.'}
    </Box>
  );
}

export default function HelpdeskHoverFooter() {
  return (
    <div style={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ footer: HoverFooter }} />
    </div>
  );
}
