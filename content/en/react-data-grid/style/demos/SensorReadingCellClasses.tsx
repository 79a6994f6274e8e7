import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  room: string;
  temperature: number;
  humidity: number;
}

const rows: Reading[] = [
  { id: 1, room: 'Cold store A', temperature: 2.4, humidity: 81 },
  { id: 2, room: 'Cold store B', temperature: 6.9, humidity: 77 },
  { id: 3, room: 'Packing hall', temperature: 18.2, humidity: 44 },
  { id: 4, room: 'Server room', temperature: 27.5, humidity: 31 },
  { id: 5, room: 'Loading bay', temperature: 11.8, humidity: 63 },
  { id: 6, room: 'Office', temperature: 21.4, humidity: 38 },
];

const columns: GridColDef<Reading>[] = [
  {
    field: 'room',
    headerName: 'Room',
    flex: 1,
    minWidth: 160,
    // A string: every cell of the column gets the class.
    cellClassName: 'reading--room',
  },
  {
    field: 'temperature',
    headerName: 'Temperature (°C)',
    type: 'number',
    width: 160,
    // A function: the class depends on the cell's value.
    cellClassName: (params: GridCellParams<Reading, number>) => {
      if (typeof params.value !== 'number') {
        return '';
      }
      if (params.value < 8) {
        return 'reading--cold';
      }
      return params.value > 25 ? 'reading--hot' : '';
    },
  },
  {
    field: 'humidity',
    headerName: 'Humidity (%)',
    type: 'number',
    width: 140,
    cellClassName: (params: GridCellParams<Reading, number>) =>
      typeof params.value === 'number' && params.value > 75 ? 'reading--damp' : '',
  },
];

export default function SensorReadingCellClasses() {
  return (
    <div style={{ height: 370, width: '100%' }}>
      <DataGrid
        sx={{
          '& .reading--room': { fontWeight: 600 },
          '& .reading--cold': {
            backgroundColor: 'rgba(2, 136, 209, 0.16)',
          },
          '& .reading--hot': {
            backgroundColor: 'rgba(237, 108, 2, 0.22)',
          },
          '& .reading--damp': {
            fontStyle: 'italic',
            textDecoration: 'underline dotted',
          },
        }}
        rows={rows}
        columns={columns}
        hideFooter
      />
    </div>
  );
}
