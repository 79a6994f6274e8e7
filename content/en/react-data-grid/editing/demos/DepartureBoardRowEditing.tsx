import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Departure {
  id: number;
  flight: string;
  destination: string;
  departs: Date;
  gate: string;
  aircraft: string;
  boarding: boolean;
}

const rows: Departure[] = [
  {
    id: 1,
    flight: 'NX 402',
    destination: 'Oslo',
    departs: new Date(2025, 5, 12, 6, 40),
    gate: 'A4',
    aircraft: 'A320',
    boarding: true,
  },
  {
    id: 2,
    flight: 'NX 118',
    destination: 'Vienna',
    departs: new Date(2025, 5, 12, 7, 5),
    gate: 'B11',
    aircraft: 'A321',
    boarding: false,
  },
  {
    id: 3,
    flight: 'NX 730',
    destination: 'Porto',
    departs: new Date(2025, 5, 12, 7, 35),
    gate: 'A9',
    aircraft: 'E195',
    boarding: false,
  },
  {
    id: 4,
    flight: 'NX 264',
    destination: 'Riga',
    departs: new Date(2025, 5, 12, 8, 10),
    gate: 'C2',
    aircraft: 'A220',
    boarding: false,
  },
  {
    id: 5,
    flight: 'NX 951',
    destination: 'Naples',
    departs: new Date(2025, 5, 12, 8, 55),
    gate: 'B3',
    aircraft: 'A320',
    boarding: false,
  },
];

const columns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 90 },
  { field: 'destination', headerName: 'Destination', width: 120 },
  {
    field: 'departs',
    headerName: 'Departs',
    type: 'dateTime',
    width: 190,
    editable: true,
  },
  { field: 'gate', headerName: 'Gate', width: 80, editable: true },
  {
    field: 'aircraft',
    headerName: 'Aircraft',
    type: 'singleSelect',
    valueOptions: ['A220', 'A320', 'A321', 'E195'],
    width: 110,
    editable: true,
  },
  {
    field: 'boarding',
    headerName: 'Boarding',
    type: 'boolean',
    width: 100,
    editable: true,
  },
];

export default function DepartureBoardRowEditing() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} editMode="row" hideFooter />
    </div>
  );
}
