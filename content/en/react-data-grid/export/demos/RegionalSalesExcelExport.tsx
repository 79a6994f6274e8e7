import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface MonthlySales {
  id: number;
  region: string;
  month: Date;
  rep: string;
  orders: number;
  revenue: number;
  targetMet: boolean;
}

const regions = ['North', 'South', 'East', 'West'];
const reps = ['Priya Nair', 'Lucas Meyer', 'Ana Costa', 'Kenji Ito'];

const rows: MonthlySales[] = Array.from({ length: 12 }, (_, index) => {
  const orders = 40 + ((index * 17) % 60);
  const revenue = orders * (180 + ((index * 29) % 90));
  return {
    id: index + 1,
    region: regions[index % regions.length] ?? '',
    month: new Date(2025, Math.floor(index / regions.length), 1),
    rep: reps[(index * 3) % reps.length] ?? '',
    orders,
    revenue,
    targetMet: revenue > 12000,
  };
});

const columns: GridColDef<MonthlySales>[] = [
  {
    field: 'region',
    headerName: 'Region',
    type: 'singleSelect',
    valueOptions: regions,
    width: 110,
  },
  { field: 'month', headerName: 'Month', type: 'date', width: 120 },
  { field: 'rep', headerName: 'Sales rep', flex: 1, minWidth: 140 },
  { field: 'orders', headerName: 'Orders', type: 'number', width: 90 },
  {
    field: 'revenue',
    headerName: 'Revenue (€)',
    type: 'number',
    width: 130,
  },
  { field: 'targetMet', headerName: 'Target met', type: 'boolean', width: 110 },
];

export default function RegionalSalesExcelExport() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        density="compact"
        showToolbar
        slotProps={{
          toolbar: {
            excelOptions: { fileName: 'regional-sales' },
            csvOptions: { fileName: 'regional-sales' },
          },
        }}
      />
    </div>
  );
}
