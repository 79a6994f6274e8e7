import { DataGrid, GridLogicOperator, type GridColDef } from '@mui/x-data-grid';

interface Office {
  id: number;
  city: string;
  country: string;
  manager: string;
  headcount: number;
}

const rows: Office[] = [
  {
    id: 1,
    city: 'New York',
    country: 'United States',
    manager: 'Dana Whitfield',
    headcount: 140,
  },
  {
    id: 2,
    city: 'York',
    country: 'United Kingdom',
    manager: 'Owen Price',
    headcount: 18,
  },
  {
    id: 3,
    city: 'Cape Town',
    country: 'South Africa',
    manager: 'Lerato Mokoena',
    headcount: 42,
  },
  {
    id: 4,
    city: 'San Francisco',
    country: 'United States',
    manager: 'Miguel Reyes',
    headcount: 95,
  },
  {
    id: 5,
    city: 'Buenos Aires',
    country: 'Argentina',
    manager: 'Sofía Paredes',
    headcount: 37,
  },
  {
    id: 6,
    city: 'Hong Kong',
    country: 'China',
    manager: 'Wing Chan',
    headcount: 61,
  },
  {
    id: 7,
    city: 'San Diego',
    country: 'United States',
    manager: 'Avery Collins',
    headcount: 24,
  },
  {
    id: 8,
    city: 'Kuala Lumpur',
    country: 'Malaysia',
    manager: 'Nur Aisyah',
    headcount: 33,
  },
];

const columns: GridColDef<Office>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'manager', headerName: 'Manager', width: 160 },
  { field: 'headcount', headerName: 'Headcount', type: 'number', width: 110 },
];

// "New York, Cape Town" → ['New York', 'Cape Town']
const parseCommaList = (input: string) =>
  input
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

// ['New York', 'Cape Town'] → "New York, Cape Town"
const formatCommaList = (values: unknown[]) => values.join(', ');

export default function OfficeCitiesCommaSearch() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['New York', 'Cape Town'],
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
        slotProps={{
          toolbar: {
            quickFilterProps: {
              quickFilterParser: parseCommaList,
              quickFilterFormatter: formatCommaList,
              debounceMs: 400,
            },
          },
        }}
      />
    </div>
  );
}
