import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    name: 'Amara Okafor',
    role: 'Captain',
    base: 'Lagos',
    typeRating: 'A330',
    hoursThisMonth: 71,
  },
  {
    id: 2,
    name: 'Jonas Berg',
    role: 'First officer',
    base: 'Oslo',
    typeRating: 'B737',
    hoursThisMonth: 64,
  },
  {
    id: 3,
    name: 'Lucía Ferrer',
    role: 'Purser',
    base: 'Madrid',
    typeRating: 'A320',
    hoursThisMonth: 58,
  },
  {
    id: 4,
    name: 'Kenji Mori',
    role: 'Captain',
    base: 'Osaka',
    typeRating: 'B787',
    hoursThisMonth: 77,
  },
  {
    id: 5,
    name: 'Priya Nair',
    role: 'Cabin crew',
    base: 'Kochi',
    typeRating: 'A320',
    hoursThisMonth: 49,
  },
];

const columns: GridColDef[] = [
  // The roster makes no sense without names: nobody can hide this column
  { field: 'name', headerName: 'Crew member', width: 160, hideable: false },
  { field: 'role', headerName: 'Role', width: 130 },
  { field: 'base', headerName: 'Base', width: 110 },
  { field: 'typeRating', headerName: 'Type rating', width: 120 },
  {
    field: 'hoursThisMonth',
    headerName: 'Hours (month)',
    type: 'number',
    width: 130,
  },
];

export default function CrewRosterColumnsPanel() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar />
    </div>
  );
}
