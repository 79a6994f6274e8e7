import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    flight: 'TP 1352',
    destination: 'Madrid',
    departs: '07:40',
    gate: 'B12',
    delay: 0,
  },
  {
    id: 2,
    flight: 'LH 1173',
    destination: 'Frankfurt',
    departs: '08:05',
    gate: 'A03',
    delay: 25,
  },
  {
    id: 3,
    flight: 'KL 1694',
    destination: 'Amsterdam',
    departs: '08:30',
    gate: 'B07',
    delay: 10,
  },
  {
    id: 4,
    flight: 'AF 1025',
    destination: 'Paris',
    departs: '09:15',
    gate: 'A11',
    delay: 0,
  },
  {
    id: 5,
    flight: 'IB 3111',
    destination: 'Madrid',
    departs: '09:50',
    gate: 'B02',
    delay: 45,
  },
  {
    id: 6,
    flight: 'BA 501',
    destination: 'London',
    departs: '10:20',
    gate: 'A06',
    delay: 5,
  },
];

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', width: 150 },
  { field: 'departs', headerName: 'Departs', width: 110 },
  { field: 'gate', headerName: 'Gate', width: 100 },
  { field: 'delay', headerName: 'Delay (min)', type: 'number', width: 130 },
];

export default function DepartureBoardMenu() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
