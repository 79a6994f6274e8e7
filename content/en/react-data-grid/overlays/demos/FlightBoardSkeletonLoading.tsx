import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Arrival {
  id: number;
  flight: string;
  from: string;
  scheduled: string;
  belt: number;
}

const arrivals: Arrival[] = [
  { id: 1, flight: 'FR 2714', from: 'Dublin', scheduled: '10:05', belt: 3 },
  { id: 2, flight: 'OS 117', from: 'Vienna', scheduled: '10:20', belt: 1 },
  { id: 3, flight: 'AY 1651', from: 'Helsinki', scheduled: '10:35', belt: 4 },
  { id: 4, flight: 'LX 1832', from: 'Zurich', scheduled: '10:50', belt: 2 },
  { id: 5, flight: 'EI 654', from: 'Cork', scheduled: '11:10', belt: 3 },
];

const columns: GridColDef<Arrival>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'from', headerName: 'From', flex: 1, minWidth: 120 },
  { field: 'scheduled', headerName: 'Scheduled', width: 110 },
  { field: 'belt', headerName: 'Belt', type: 'number', width: 80 },
];

export default function FlightBoardSkeletonLoading() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
        label="Loading"
      />
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          // No rows while loading: the grid uses `noRowsVariant`
          rows={loading ? [] : arrivals}
          columns={columns}
          loading={loading}
          hideFooter
          slotProps={{ loadingOverlay: { noRowsVariant: 'skeleton' } }}
        />
      </div>
    </Stack>
  );
}
