import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface Flight {
  id: number;
  flight: string;
  gate: string;
  destination: string;
  remarks: string;
}

const rows: Flight[] = [
  {
    id: 1,
    flight: 'TP 1351',
    gate: 'A4',
    destination: 'Lisbon',
    remarks: 'Boarding',
  },
  {
    id: 2,
    flight: 'OS 512',
    gate: 'B9',
    destination: 'Vienna',
    remarks: 'Gate opens 10:20',
  },
  {
    id: 3,
    flight: 'EI 653',
    gate: 'A11',
    destination: 'Dublin',
    remarks: 'Delayed, new time 11:05',
  },
  {
    id: 4,
    flight: 'LX 1637',
    gate: 'C2',
    destination: 'Zurich',
    remarks: 'On time',
  },
];

const columns: GridColDef<Flight>[] = [
  // Fixed widths: the user cannot resize these two columns.
  { field: 'flight', headerName: 'Flight', width: 110, resizable: false },
  { field: 'gate', headerName: 'Gate', width: 90, resizable: false },
  { field: 'destination', headerName: 'Destination', width: 160 },
  { field: 'remarks', headerName: 'Remarks', width: 260 },
];

export default function FlightBoardFixedColumns() {
  return (
    <div style={{ height: 280, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={{
          // Only separators without the resizable class, that is the fixed columns.
          [`& .${gridClasses.columnSeparator}:not(.${gridClasses['columnSeparator--resizable']})`]:
            {
              display: 'none',
            },
        }}
      />
    </div>
  );
}
