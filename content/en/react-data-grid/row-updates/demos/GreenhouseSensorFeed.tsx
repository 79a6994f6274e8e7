import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 'GH-1', zone: 'Seedlings', temperature: 23.4, humidity: 71 },
  { id: 'GH-2', zone: 'Tomatoes', temperature: 25.1, humidity: 64 },
  { id: 'GH-3', zone: 'Herbs', temperature: 21.8, humidity: 58 },
  { id: 'GH-4', zone: 'Orchids', temperature: 22.6, humidity: 76 },
  { id: 'GH-5', zone: 'Cacti', temperature: 27.9, humidity: 32 },
];

const sensorIds = rows.map((row) => row.id);

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Sensor', width: 100 },
  { field: 'zone', headerName: 'Zone', flex: 1, minWidth: 130 },
  {
    field: 'temperature',
    headerName: 'Temp. (°C)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toFixed(1),
  },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
];

// Small seeded generator: the same sequence of readings on every visit.
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

export default function GreenhouseSensorFeed() {
  const apiRef = useGridApiRef();
  const [live, setLive] = React.useState(true);

  React.useEffect(() => {
    if (!live) {
      return undefined;
    }
    const random = createRandom(42);
    let tick = 0;
    const timer = setInterval(() => {
      const id = sensorIds[tick % sensorIds.length];
      tick += 1;
      const current = id === undefined ? null : apiRef.current?.getRow(id);
      if (id === undefined || !current) {
        return;
      }
      // The Community grid accepts one row per updateRows() call.
      apiRef.current?.updateRows([
        {
          id,
          temperature:
            Math.round((current.temperature + (random() - 0.5)) * 10) / 10,
          humidity: Math.min(
            95,
            Math.max(20, current.humidity + Math.round((random() - 0.5) * 4)),
          ),
        },
      ]);
    }, 400);
    return () => clearInterval(timer);
  }, [apiRef, live]);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={live}
            onChange={(event) => setLive(event.target.checked)}
          />
        }
        label="Live readings"
      />
      <div style={{ height: 330, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{
            sorting: { sortModel: [{ field: 'temperature', sort: 'desc' }] },
          }}
        />
      </div>
    </Stack>
  );
}
