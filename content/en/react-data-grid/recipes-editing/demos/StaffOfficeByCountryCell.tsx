import { DataGrid, type GridColDef, type GridValueSetter } from '@mui/x-data-grid';

type Country = 'Canada' | 'Germany' | 'Japan';

const OFFICES: Record<Country, string[]> = {
  Canada: ['Toronto', 'Vancouver'],
  Germany: ['Berlin', 'Munich', 'Hamburg'],
  Japan: ['Tokyo', 'Osaka'],
};
const ALL_OFFICES = Object.values(OFFICES).flat();

type Employee = {
  id: number;
  name: string;
  team: string;
  country: Country;
  office: string;
};

const rows: Employee[] = [
  {
    id: 1,
    name: 'Chloé Tremblay',
    team: 'Support',
    country: 'Canada',
    office: 'Toronto',
  },
  {
    id: 2,
    name: 'Felix Bauer',
    team: 'Engineering',
    country: 'Germany',
    office: 'Munich',
  },
  {
    id: 3,
    name: 'Haruto Kimura',
    team: 'Design',
    country: 'Japan',
    office: 'Osaka',
  },
  {
    id: 4,
    name: 'Maya Singh',
    team: 'Finance',
    country: 'Canada',
    office: 'Vancouver',
  },
  {
    id: 5,
    name: 'Jonas Weber',
    team: 'Sales',
    country: 'Germany',
    office: 'Berlin',
  },
];

// Runs when the country cell is saved: keep the office only if the new country has it
const setCountry: GridValueSetter<Employee, Country> = (country, row) => ({
  ...row,
  country,
  office: OFFICES[country].includes(row.office) ? row.office : '',
});

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Employee', flex: 1, minWidth: 160 },
  { field: 'team', headerName: 'Team', width: 130 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: Object.keys(OFFICES),
    width: 140,
    editable: true,
    valueSetter: setCountry,
  },
  {
    field: 'office',
    headerName: 'Office',
    type: 'singleSelect',
    valueOptions: ({ row }) => (row ? OFFICES[row.country] : ALL_OFFICES),
    width: 160,
    editable: true,
    renderCell: (params) =>
      params.value ? (
        params.formattedValue
      ) : (
        <em style={{ opacity: 0.6 }}>Choose an office</em>
      ),
  },
];

export default function StaffOfficeByCountryCell() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
