import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Rep {
  id: number;
  firstName: string;
  lastName: string;
  office: { city: string; country: string };
  /** Share of the yearly target reached, from 0 to 1 or more */
  attainment: number;
}

const rows: Rep[] = [
  {
    id: 1,
    firstName: 'Amara',
    lastName: 'Okafor',
    office: { city: 'Lagos', country: 'Nigeria' },
    attainment: 1.126,
  },
  {
    id: 2,
    firstName: 'Henrik',
    lastName: 'Lund',
    office: { city: 'Malmö', country: 'Sweden' },
    attainment: 0.874,
  },
  {
    id: 3,
    firstName: 'Lucía',
    lastName: 'Ferrer',
    office: { city: 'Valencia', country: 'Spain' },
    attainment: 0.951,
  },
  {
    id: 4,
    firstName: 'Daniel',
    lastName: 'Kim',
    office: { city: 'Busan', country: 'South Korea' },
    attainment: 0.603,
  },
  {
    id: 5,
    firstName: 'Zoe',
    lastName: 'Hartmann',
    office: { city: 'Leipzig', country: 'Germany' },
    attainment: 1.048,
  },
  {
    id: 6,
    firstName: 'Ravi',
    lastName: 'Iyer',
    office: { city: 'Pune', country: 'India' },
    attainment: 0.782,
  },
];

const columns: GridColDef<Rep>[] = [
  {
    // Several fields combined into one value
    field: 'fullName',
    headerName: 'Name',
    width: 170,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  {
    // A value nested in an object
    field: 'city',
    headerName: 'Office',
    width: 130,
    valueGetter: (_value, row) => row.office.city,
  },
  {
    // A transformed value: 1.126 becomes 112.6
    field: 'attainment',
    headerName: 'Target reached (%)',
    type: 'number',
    width: 170,
    valueGetter: (value: number) => Math.round(value * 1000) / 10,
  },
];

export default function FieldTeamValueGetter() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          sorting: { sortModel: [{ field: 'attainment', sort: 'desc' }] },
        }}
      />
    </div>
  );
}
