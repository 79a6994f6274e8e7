import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const departures = [
  {
    id: 1,
    flight: 'TP 1352',
    destination: 'Madrid',
    time: '06:40',
    gate: 'A12',
    status: 'Boarding',
  },
  {
    id: 2,
    flight: 'LH 1167',
    destination: 'Frankfurt',
    time: '06:55',
    gate: 'B03',
    status: 'On time',
  },
  {
    id: 3,
    flight: 'AF 1025',
    destination: 'Paris',
    time: '07:10',
    gate: 'A07',
    status: 'Delayed',
  },
  {
    id: 4,
    flight: 'KL 1698',
    destination: 'Amsterdam',
    time: '07:25',
    gate: 'B11',
    status: 'On time',
  },
  {
    id: 5,
    flight: 'BA 0501',
    destination: 'London',
    time: '07:40',
    gate: 'A02',
    status: 'On time',
  },
  {
    id: 6,
    flight: 'IB 3105',
    destination: 'Barcelona',
    time: '08:05',
    gate: 'A14',
    status: 'Cancelled',
  },
  {
    id: 7,
    flight: 'LX 2087',
    destination: 'Zurich',
    time: '08:20',
    gate: 'B06',
    status: 'On time',
  },
  {
    id: 8,
    flight: 'SN 3812',
    destination: 'Brussels',
    time: '08:35',
    gate: 'A09',
    status: 'Delayed',
  },
  {
    id: 9,
    flight: 'AZ 0595',
    destination: 'Rome',
    time: '09:00',
    gate: 'B01',
    status: 'On time',
  },
  {
    id: 10,
    flight: 'SK 2544',
    destination: 'Copenhagen',
    time: '09:15',
    gate: 'A05',
    status: 'On time',
  },
  {
    id: 11,
    flight: 'OS 0432',
    destination: 'Vienna',
    time: '09:45',
    gate: 'B08',
    status: 'On time',
  },
  {
    id: 12,
    flight: 'EI 0483',
    destination: 'Dublin',
    time: '10:10',
    gate: 'A11',
    status: 'On time',
  },
];

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'time', headerName: 'Departs', width: 100 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function FlightDeparturesFixedHeight() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={departures} columns={columns} />
    </div>
  );
}
