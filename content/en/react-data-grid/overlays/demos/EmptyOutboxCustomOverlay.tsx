import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { DataGrid, GridOverlay, type GridColDef } from '@mui/x-data-grid';

interface OutgoingEmail {
  id: number;
  to: string;
  subject: string;
  scheduled: string;
}

const queued: OutgoingEmail[] = [
  {
    id: 1,
    to: 'billing@kestrel.example',
    subject: 'Invoice INV-1042 reminder',
    scheduled: '09:00',
  },
  {
    id: 2,
    to: 'team@platform.example',
    subject: 'Release notes 4.2',
    scheduled: '11:30',
  },
];

const columns: GridColDef<OutgoingEmail>[] = [
  { field: 'to', headerName: 'To', width: 210 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  { field: 'scheduled', headerName: 'Scheduled', width: 110 },
];

// `GridOverlay` centres its content in the grid's body
function EmptyOutboxOverlay() {
  return (
    <GridOverlay>
      <Stack spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <MarkEmailReadOutlinedIcon sx={{ fontSize: 48 }} color="success" />
        <Typography variant="subtitle1" sx={{ color: 'text.primary' }}>
          Outbox empty
        </Typography>
        <Typography variant="body2">Every scheduled email has been sent.</Typography>
      </Stack>
    </GridOverlay>
  );
}

export default function EmptyOutboxCustomOverlay() {
  const [rows, setRows] = React.useState<OutgoingEmail[]>([]);

  return (
    <Stack spacing={1}>
      <div>
        <Button
          size="small"
          onClick={() => setRows((current) => (current.length > 0 ? [] : queued))}
        >
          {rows.length > 0 ? 'Send all' : 'Queue two emails'}
        </Button>
      </div>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          slots={{ noRowsOverlay: EmptyOutboxOverlay }}
        />
      </div>
    </Stack>
  );
}
