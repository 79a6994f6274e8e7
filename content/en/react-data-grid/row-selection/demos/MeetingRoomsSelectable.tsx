import { DataGrid, type GridColDef, type GridRowParams } from '@mui/x-data-grid';

type Room = {
  id: number;
  name: string;
  seats: number;
  floor: number;
  status: string;
};

const rows: Room[] = [
  { id: 1, name: 'Aurora', seats: 4, floor: 2, status: 'Available' },
  { id: 2, name: 'Basalt', seats: 8, floor: 2, status: 'Maintenance' },
  { id: 3, name: 'Cedar', seats: 12, floor: 3, status: 'Available' },
  { id: 4, name: 'Delta', seats: 6, floor: 3, status: 'Available' },
  { id: 5, name: 'Ember', seats: 20, floor: 4, status: 'Maintenance' },
  { id: 6, name: 'Fjord', seats: 2, floor: 4, status: 'Available' },
];

const columns: GridColDef<Room>[] = [
  { field: 'name', headerName: 'Room', width: 120 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 90 },
  { field: 'status', headerName: 'Status', width: 130 },
];

// Rooms under maintenance cannot be booked, so they cannot be selected
const isRowSelectable = (params: GridRowParams<Room>) =>
  params.row.status !== 'Maintenance';

export default function MeetingRoomsSelectable() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        isRowSelectable={isRowSelectable}
      />
    </div>
  );
}
