import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const zones = ['North bed', 'South bed', 'Seedlings', 'Herbs'];

// 48 readings, one every 30 minutes, computed from their index
const readings = Array.from({ length: 48 }, (_, index) => ({
  id: index + 1,
  time: `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`,
  zone: zones[index % zones.length],
  temperature: 18 + ((index * 7) % 90) / 10,
  humidity: 55 + ((index * 11) % 30),
}));

const columns: GridColDef[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'zone', headerName: 'Zone', flex: 1, minWidth: 120 },
  {
    field: 'temperature',
    headerName: 'Temperature',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `${value.toFixed(1)} °C`,
  },
  {
    field: 'humidity',
    headerName: 'Humidity',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${value} %`,
  },
];

export default function GreenhouseSensorsFillSpace() {
  return (
    <Paper
      variant="outlined"
      sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1.5, p: 2 }}
    >
      <div>
        <Typography variant="subtitle1" component="div">
          Greenhouse sensors
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Readings of the last 24 hours, every 30 minutes
        </Typography>
      </div>
      {/* A direct child of the flex column: the grid takes the height that is left */}
      <DataGrid rows={readings} columns={columns} density="compact" />
      <Typography variant="caption" color="text.secondary">
        Alerts fire below 16 °C or above 28 °C.
      </Typography>
    </Paper>
  );
}
