import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const visitors = [
  {
    id: 1,
    name: 'Hana Kowalski',
    host: 'Reception',
    arrived: '08:52',
    badge: 'V-101',
  },
  {
    id: 2,
    name: 'Diego Alvarez',
    host: 'IT support',
    arrived: '09:05',
    badge: 'V-102',
  },
  {
    id: 3,
    name: 'Fatima Zahra',
    host: 'People team',
    arrived: '09:30',
    badge: 'V-103',
  },
  {
    id: 4,
    name: 'Liam O’Brien',
    host: 'Facilities',
    arrived: '10:12',
    badge: 'V-104',
  },
  { id: 5, name: 'Mei Chen', host: 'Legal', arrived: '10:45', badge: 'V-105' },
  { id: 6, name: 'Noah Fischer', host: 'Sales', arrived: '11:20', badge: 'V-106' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Visitor', flex: 1, minWidth: 160 },
  { field: 'host', headerName: 'Visiting', width: 140 },
  { field: 'arrived', headerName: 'Arrived', width: 100 },
  { field: 'badge', headerName: 'Badge', width: 100 },
];

export default function VisitorLogAutoHeight() {
  const [visitorCount, setVisitorCount] = React.useState(2);

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          onClick={() => setVisitorCount((count) => count - 1)}
          disabled={visitorCount === 0}
        >
          Remove a visitor
        </Button>
        <Button
          size="small"
          onClick={() => setVisitorCount((count) => count + 1)}
          disabled={visitorCount === visitors.length}
        >
          Add a visitor
        </Button>
      </Stack>
      {/* Deprecated: prefer a flex column parent (see above) */}
      <DataGrid
        autoHeight
        rows={visitors.slice(0, visitorCount)}
        columns={columns}
      />
    </div>
  );
}
