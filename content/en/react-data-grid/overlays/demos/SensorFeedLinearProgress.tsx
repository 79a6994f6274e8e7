import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  sensor: string;
  location: string;
  co2: number;
  temperature: number;
}

const readings: Reading[] = [
  { id: 1, sensor: 'AQ-01', location: 'Lobby', co2: 612, temperature: 21.4 },
  {
    id: 2,
    sensor: 'AQ-02',
    location: 'Meeting room 2',
    co2: 1140,
    temperature: 23.1,
  },
  { id: 3, sensor: 'AQ-03', location: 'Open office', co2: 780, temperature: 22.0 },
  { id: 4, sensor: 'AQ-04', location: 'Canteen', co2: 950, temperature: 22.7 },
  { id: 5, sensor: 'AQ-05', location: 'Server room', co2: 430, temperature: 18.2 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 100 },
  { field: 'location', headerName: 'Location', flex: 1, minWidth: 140 },
  { field: 'co2', headerName: 'CO₂ (ppm)', type: 'number', width: 110 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 110 },
];

export default function SensorFeedLinearProgress() {
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
          // The rows stay visible under the bar
          rows={readings}
          columns={columns}
          loading={loading}
          hideFooter
          slotProps={{ loadingOverlay: { variant: 'linear-progress' } }}
        />
      </div>
    </Stack>
  );
}
