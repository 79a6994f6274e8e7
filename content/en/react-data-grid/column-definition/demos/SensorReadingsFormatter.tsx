import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  sensor: string;
  temperature: number | null; // degrees Celsius
  humidity: number | null; // 0 to 1
  lastSeen: Date;
}

const rows: Reading[] = [
  {
    id: 1,
    sensor: 'Server room',
    temperature: 19.26,
    humidity: 0.382,
    lastSeen: new Date(2025, 4, 6, 9, 58),
  },
  {
    id: 2,
    sensor: 'Cold store',
    temperature: 3.9,
    humidity: 0.815,
    lastSeen: new Date(2025, 4, 6, 9, 59),
  },
  {
    id: 3,
    sensor: 'Loading bay',
    temperature: 24.71,
    humidity: 0.547,
    lastSeen: new Date(2025, 4, 6, 9, 41),
  },
  {
    id: 4,
    sensor: 'Roof',
    temperature: null,
    humidity: null,
    lastSeen: new Date(2025, 4, 5, 22, 7),
  },
  {
    id: 5,
    sensor: 'Office',
    temperature: 21.5,
    humidity: 0.449,
    lastSeen: new Date(2025, 4, 6, 10, 0),
  },
];

const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const twoDigits = (n: number) => String(n).padStart(2, '0');

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 130 },
  {
    field: 'temperature',
    headerName: 'Temperature',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | null) =>
      value === null ? 'offline' : `${value.toFixed(1)} °C`,
  },
  {
    field: 'humidity',
    headerName: 'Humidity',
    type: 'number',
    // Stored as 0.382: sort and filter on 38.2 instead...
    valueGetter: (value: number | null) =>
      value === null ? null : Math.round(value * 1000) / 10,
    // ...and show "38 %".
    valueFormatter: (value: number | null) =>
      value === null ? 'offline' : `${Math.round(value)} %`,
  },
  {
    field: 'lastSeen',
    headerName: 'Last seen',
    type: 'dateTime',
    width: 120,
    // A fixed format ("6 May, 09:58") instead of the browser's locale.
    valueFormatter: (value: Date) =>
      `${value.getDate()} ${months[value.getMonth()]}, ${twoDigits(value.getHours())}:${twoDigits(value.getMinutes())}`,
  },
];

export default function SensorReadingsFormatter() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
