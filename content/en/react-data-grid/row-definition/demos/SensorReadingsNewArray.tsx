import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Reading = { id: number; sensor: string; time: string; celsius: number };

const sensors = ['Cold room 1', 'Cold room 2', 'Loading dock'];

// Deterministic values: the nth reading is always the same.
function createReading(n: number): Reading {
  const minutes = n * 15;
  const hh = String(6 + Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return {
    id: n + 1,
    sensor: sensors[n % sensors.length]!,
    time: `${hh}:${mm}`,
    celsius: Math.round((3 + ((n * 37) % 50) / 10) * 10) / 10,
  };
}

const initialRows = Array.from({ length: 4 }, (_, n) => createReading(n));

const columns: GridColDef<Reading>[] = [
  { field: 'time', headerName: 'Time', width: 100 },
  { field: 'sensor', headerName: 'Sensor', flex: 1, minWidth: 160 },
  { field: 'celsius', headerName: 'Temperature (°C)', type: 'number', width: 160 },
];

export default function SensorReadingsNewArray() {
  // State keeps the same array between renders until you set a new one.
  const [rows, setRows] = React.useState<Reading[]>(initialRows);

  const logReading = () => {
    // A new array, never `rows.push(...)`: the grid sees a new reference and reloads its rows.
    setRows((previous) => [...previous, createReading(previous.length)]);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" onClick={logReading}>
          Log a reading
        </Button>
        <Button size="small" onClick={() => setRows(initialRows)}>
          Reset
        </Button>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} />
      </div>
    </Stack>
  );
}
