import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const MIN_HEIGHT = 200;
const MAX_HEIGHT = 400;

const subjects = [
  'Cannot reset password',
  'Invoice shows the wrong VAT rate',
  'Export to CSV times out',
  'Add a second admin',
  'Mobile app crashes on login',
  'Change billing address',
];
const priorities = ['Low', 'Normal', 'High'];

// 30 tickets derived from their index, so every render produces the same rows
const tickets = Array.from({ length: 30 }, (_, index) => ({
  id: 4301 + index,
  subject: subjects[index % subjects.length],
  priority: priorities[(index * 7) % priorities.length],
  waitingHours: ((index * 5) % 23) + 1,
}));

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'waitingHours', headerName: 'Waiting (h)', type: 'number', width: 110 },
];

export default function SupportQueueMinMaxHeight() {
  const [ticketCount, setTicketCount] = React.useState(1);
  const [height, setHeight] = React.useState<number | null>(null);
  const containerRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const container = containerRef.current;
    if (!container) {
      return undefined;
    }
    const observer = new ResizeObserver(() => {
      setHeight(Math.round(container.getBoundingClientRect().height));
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, []);

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button
          size="small"
          onClick={() => setTicketCount((count) => count - 1)}
          disabled={ticketCount === 0}
        >
          Remove a ticket
        </Button>
        <Button
          size="small"
          onClick={() => setTicketCount((count) => count + 1)}
          disabled={ticketCount === tickets.length}
        >
          Add a ticket
        </Button>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {height === null ? '' : `Container height: ${height}px`}
        </Typography>
      </Stack>
      <div
        ref={containerRef}
        style={{
          display: 'flex',
          flexDirection: 'column',
          minHeight: MIN_HEIGHT,
          maxHeight: MAX_HEIGHT,
        }}
      >
        <DataGrid
          rows={tickets.slice(0, ticketCount)}
          columns={columns}
          hideFooter
        />
      </div>
    </div>
  );
}
