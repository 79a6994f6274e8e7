import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 'TP1352',
    destination: 'Madrid',
    std: '07:15',
    gate: 'B12',
    status: 'Boarding',
  },
  {
    id: 'LH1167',
    destination: 'Frankfurt',
    std: '07:40',
    gate: 'A04',
    status: 'On time',
  },
  {
    id: 'AF1025',
    destination: 'Paris CDG',
    std: '08:05',
    gate: 'B07',
    status: 'Delayed',
  },
  {
    id: 'KL1696',
    destination: 'Amsterdam',
    std: '08:30',
    gate: 'A11',
    status: 'On time',
  },
  {
    id: 'IB3107',
    destination: 'Barcelona',
    std: '09:10',
    gate: 'C02',
    status: 'Cancelled',
  },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  {
    field: 'std',
    headerName: 'STD',
    description: 'Scheduled time of departure, in local time',
    width: 100,
  },
  {
    field: 'gate',
    headerName: 'Gate',
    description: 'Gates open 45 minutes before departure',
    width: 100,
  },
  { field: 'status', headerName: 'Status', width: 130 },
];

export default function FlightBoardHeaders() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
