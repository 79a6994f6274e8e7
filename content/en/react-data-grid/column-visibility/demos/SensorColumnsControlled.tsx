import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    room: 'Server room',
    temperature: 19.4,
    humidity: 38,
    co2: 512,
    battery: 91,
    firmware: '2.4.1',
  },
  {
    id: 2,
    room: 'Lab A',
    temperature: 21.8,
    humidity: 45,
    co2: 760,
    battery: 64,
    firmware: '2.4.1',
  },
  {
    id: 3,
    room: 'Lab B',
    temperature: 22.3,
    humidity: 51,
    co2: 905,
    battery: 23,
    firmware: '2.3.8',
  },
  {
    id: 4,
    room: 'Cold store',
    temperature: 4.1,
    humidity: 72,
    co2: 430,
    battery: 77,
    firmware: '2.4.0',
  },
  {
    id: 5,
    room: 'Lobby',
    temperature: 20.6,
    humidity: 41,
    co2: 618,
    battery: 88,
    firmware: '2.4.1',
  },
];

const columns: GridColDef[] = [
  { field: 'room', headerName: 'Room', width: 130, hideable: false },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 110 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
  { field: 'co2', headerName: 'CO₂ (ppm)', type: 'number', width: 110 },
  { field: 'battery', headerName: 'Battery (%)', type: 'number', width: 110 },
  { field: 'firmware', headerName: 'Firmware', width: 110 },
];

const readingsOnly: GridColumnVisibilityModel = { battery: false, firmware: false };
const maintenanceOnly: GridColumnVisibilityModel = {
  temperature: false,
  humidity: false,
  co2: false,
};

export default function SensorColumnsControlled() {
  const [columnVisibilityModel, setColumnVisibilityModel] =
    React.useState<GridColumnVisibilityModel>(readingsOnly);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => setColumnVisibilityModel(readingsOnly)}>
          Readings
        </Button>
        <Button
          size="small"
          onClick={() => setColumnVisibilityModel(maintenanceOnly)}
        >
          Maintenance
        </Button>
        <Button size="small" onClick={() => setColumnVisibilityModel({})}>
          All columns
        </Button>
      </Stack>
      <div style={{ height: 330, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          columnVisibilityModel={columnVisibilityModel}
          onColumnVisibilityModelChange={(newModel) =>
            setColumnVisibilityModel(newModel)
          }
        />
      </div>
      <Box role="status" aria-live="polite">
        <Typography variant="body2" component="p">
          <code>columnVisibilityModel</code>:{' '}
          <code>{JSON.stringify(columnVisibilityModel)}</code>
        </Typography>
      </Box>
    </Stack>
  );
}
