import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, room: 'Server room', temperature: 19.4, humidity: 38, co2: 540 },
  { id: 2, room: 'Lab 2', temperature: 21.8, humidity: 46, co2: 910 },
  { id: 3, room: 'Cold store', temperature: 4.1, humidity: 71, co2: 430 },
  { id: 4, room: 'Lobby', temperature: 22.6, humidity: 41, co2: 780 },
];

// The titles are longer than the columns are wide, and no column has a description.
const columns: GridColDef[] = [
  { field: 'room', headerName: 'Room', width: 130 },
  {
    field: 'temperature',
    headerName: 'Air temperature (°C)',
    type: 'number',
    width: 110,
  },
  {
    field: 'humidity',
    headerName: 'Relative humidity (%)',
    type: 'number',
    width: 110,
  },
  { field: 'co2', headerName: 'Carbon dioxide (ppm)', type: 'number', width: 110 },
];

export default function TruncatedHeaderTitles() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
