import {
  DataGrid,
  GridColumnMenu,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

// Filter (default 20) moves above the sort items (default 10).
const menuSlotProps = {
  columnMenuFilterItem: { displayOrder: 5 },
};

function SalesColumnMenu(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slotProps={menuSlotProps} />;
}

const rows = [
  { id: 1, region: 'Nordics', quarter: 'Q1', revenue: 412_300, orders: 1_870 },
  { id: 2, region: 'Iberia', quarter: 'Q1', revenue: 288_950, orders: 1_402 },
  { id: 3, region: 'Benelux', quarter: 'Q1', revenue: 351_120, orders: 1_655 },
  { id: 4, region: 'Nordics', quarter: 'Q2', revenue: 438_760, orders: 1_931 },
  { id: 5, region: 'Iberia', quarter: 'Q2', revenue: 305_400, orders: 1_488 },
  { id: 6, region: 'Benelux', quarter: 'Q2', revenue: 362_015, orders: 1_702 },
];

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'quarter', headerName: 'Quarter', width: 110 },
  {
    field: 'revenue',
    headerName: 'Revenue (€)',
    type: 'number',
    width: 150,
    valueFormatter: (value: number) => value.toLocaleString('en-US'),
  },
  { field: 'orders', headerName: 'Orders', type: 'number', width: 120 },
];

export default function FilterFirstSalesMenu() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ columnMenu: SalesColumnMenu }}
        hideFooter
      />
    </div>
  );
}
