import {
  DataGridPro,
  type FilterColumnsArgs,
  type GetColumnForNewFilterArgs,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface Listing {
  id: number;
  address: string;
  district: string;
  bedrooms: number;
  rent: number;
  pets: boolean;
}

const rows: Listing[] = [
  {
    id: 1,
    address: '14 Canal Street',
    district: 'Harbour',
    bedrooms: 1,
    rent: 1150,
    pets: false,
  },
  {
    id: 2,
    address: '3 Linden Row',
    district: 'Old Town',
    bedrooms: 2,
    rent: 1480,
    pets: true,
  },
  {
    id: 3,
    address: '88 Mill Lane',
    district: 'Riverside',
    bedrooms: 3,
    rent: 1720,
    pets: true,
  },
  {
    id: 4,
    address: '21 Quay Road',
    district: 'Harbour',
    bedrooms: 2,
    rent: 1390,
    pets: false,
  },
  {
    id: 5,
    address: '7 Orchard Close',
    district: 'Riverside',
    bedrooms: 1,
    rent: 990,
    pets: true,
  },
  {
    id: 6,
    address: '45 Bell Yard',
    district: 'Old Town',
    bedrooms: 3,
    rent: 1950,
    pets: false,
  },
  {
    id: 7,
    address: '2 Ferry Steps',
    district: 'Harbour',
    bedrooms: 4,
    rent: 2300,
    pets: true,
  },
  {
    id: 8,
    address: '61 Weaver Street',
    district: 'Old Town',
    bedrooms: 1,
    rent: 1050,
    pets: false,
  },
  {
    id: 9,
    address: '19 Willow Walk',
    district: 'Riverside',
    bedrooms: 2,
    rent: 1340,
    pets: true,
  },
];

const columns: GridColDef<Listing>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 160 },
  {
    field: 'district',
    headerName: 'District',
    type: 'singleSelect',
    valueOptions: ['Harbour', 'Old Town', 'Riverside'],
    width: 120,
  },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 100 },
  { field: 'rent', headerName: 'Rent / month', type: 'number', width: 120 },
  { field: 'pets', headerName: 'Pets allowed', type: 'boolean', width: 120 },
];

// The column list of each filter row: its own column, plus the columns no other row uses yet
const filterColumns = ({
  field,
  columns: filterable,
  currentFilters,
}: FilterColumnsArgs) => {
  const usedFields = currentFilters.map((item) => item.field);
  return filterable
    .filter((column) => column.field === field || !usedFields.includes(column.field))
    .map((column) => column.field);
};

// "Add filter" starts on the first column without a filter, or does nothing when none is left
const getColumnForNewFilter = ({
  currentFilters,
  columns: filterable,
}: GetColumnForNewFilterArgs) => {
  const usedFields = currentFilters.map((item) => item.field);
  return (
    filterable.find((column) => !usedFields.includes(column.field))?.field ?? null
  );
};

export default function ApartmentListingsOneFilterPerColumn() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        slotProps={{
          filterPanel: {
            filterFormProps: { filterColumns },
            getColumnForNewFilter,
          },
        }}
      />
    </div>
  );
}
