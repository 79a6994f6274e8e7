import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Lisbon', country: 'Portugal', population: 545_000 },
  { id: 2, city: 'Osaka', country: 'Japan', population: 2_750_000 },
  { id: 3, city: 'Nairobi', country: 'Kenya', population: 4_400_000 },
  { id: 4, city: 'Montréal', country: 'Canada', population: 1_760_000 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 160 },
  { field: 'country', headerName: 'Country', width: 160 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
];

export default function FirstGrid() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
