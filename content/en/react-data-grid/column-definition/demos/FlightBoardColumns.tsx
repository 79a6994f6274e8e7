import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    flight: 'TP 1352',
    destination: 'Madeira',
    departs: '07:45',
    gate: 'B12',
  },
  {
    id: 2,
    flight: 'LH 1169',
    destination: 'Frankfurt',
    departs: '08:10',
    gate: 'A3',
    remarks: 'Boarding',
  },
  {
    id: 3,
    flight: 'KL 1692',
    destination: 'Amsterdam',
    departs: '08:35',
    gate: 'A7',
  },
  {
    id: 4,
    flight: 'IB 3107',
    destination: 'Madrid',
    departs: '09:05',
    gate: 'B4',
    remarks: 'Delayed',
  },
  { id: 5, flight: 'U2 7634', destination: 'Geneva', departs: '09:20', gate: 'C1' },
];

const columns: GridColDef[] = [
  // No headerName: the header shows the field name.
  { field: 'flight' },
  { field: 'destination', headerName: 'Destination', width: 150 },
  { field: 'departs', headerName: 'Departs' },
  { field: 'gate', headerName: 'Gate', width: 80 },
  // Rows without a `remarks` property show an empty cell.
  { field: 'remarks', headerName: 'Remarks', width: 120 },
];

export default function FlightBoardColumns() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
