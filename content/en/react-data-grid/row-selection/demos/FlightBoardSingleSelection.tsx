import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 'LX318',
    destination: 'Zurich',
    gate: 'B12',
    departure: '07:40',
    status: 'Boarding',
  },
  {
    id: 'AF1141',
    destination: 'Paris',
    gate: 'A03',
    departure: '08:05',
    status: 'On time',
  },
  {
    id: 'KL1002',
    destination: 'Amsterdam',
    gate: 'C21',
    departure: '08:30',
    status: 'Delayed',
  },
  {
    id: 'IB3171',
    destination: 'Madrid',
    gate: 'A09',
    departure: '09:15',
    status: 'On time',
  },
  {
    id: 'SK1506',
    destination: 'Copenhagen',
    gate: 'B04',
    departure: '09:50',
    status: 'On time',
  },
  {
    id: 'TP1353',
    destination: 'Lisbon',
    gate: 'C02',
    departure: '10:20',
    status: 'Cancelled',
  },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'departure', headerName: 'Departs', width: 100 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function FlightBoardSingleSelection() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
