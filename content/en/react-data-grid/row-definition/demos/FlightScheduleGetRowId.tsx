import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';

type Flight = {
  flightCode: string;
  from: string;
  to: string;
  departure: string;
  gate: string;
};

// The schedule API has no `id` field: each flight is identified by its code.
const rows: Flight[] = [
  {
    flightCode: 'TP1352',
    from: 'Lisbon',
    to: 'Paris',
    departure: '07:25',
    gate: 'A12',
  },
  {
    flightCode: 'KL1692',
    from: 'Amsterdam',
    to: 'Rome',
    departure: '08:10',
    gate: 'D4',
  },
  {
    flightCode: 'SK4035',
    from: 'Copenhagen',
    to: 'Oslo',
    departure: '09:40',
    gate: 'B9',
  },
  {
    flightCode: 'IB3170',
    from: 'Madrid',
    to: 'Berlin',
    departure: '11:05',
    gate: 'K31',
  },
  {
    flightCode: 'LX1212',
    from: 'Zurich',
    to: 'Vienna',
    departure: '12:50',
    gate: 'E22',
  },
];

// Outside the component, so the function keeps the same reference between renders.
const getRowId: GridRowIdGetter<Flight> = (row) => row.flightCode;

const columns: GridColDef<Flight>[] = [
  { field: 'flightCode', headerName: 'Flight', width: 110 },
  { field: 'from', headerName: 'From', flex: 1, minWidth: 120 },
  { field: 'to', headerName: 'To', flex: 1, minWidth: 120 },
  { field: 'departure', headerName: 'Departs', width: 100 },
  { field: 'gate', headerName: 'Gate', width: 90 },
];

export default function FlightScheduleGetRowId() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} />
    </div>
  );
}
