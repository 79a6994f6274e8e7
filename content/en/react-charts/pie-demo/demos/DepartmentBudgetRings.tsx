import { PieChart } from '@mui/x-charts/PieChart';

// A company's yearly budget in thousands of euros: departments inside, teams outside.
const departments = [
  { id: 'engineering', value: 1840, label: 'Engineering', color: '#1565c0' },
  { id: 'sales', value: 960, label: 'Sales', color: '#2e7d32' },
  { id: 'operations', value: 620, label: 'Operations', color: '#ef6c00' },
];

// Teams are listed in the order of their department, so each ring lines up.
const teams = [
  { id: 'platform', value: 780, label: 'Platform', color: '#1e88e5' },
  { id: 'product', value: 690, label: 'Product', color: '#42a5f5' },
  { id: 'data', value: 370, label: 'Data', color: '#90caf9' },
  { id: 'field', value: 540, label: 'Field sales', color: '#43a047' },
  { id: 'partners', value: 420, label: 'Partners', color: '#81c784' },
  { id: 'support', value: 390, label: 'Support', color: '#fb8c00' },
  { id: 'facilities', value: 230, label: 'Facilities', color: '#ffb74d' },
];

const toThousands = (item: { value: number }) => `€${item.value}k`;

export default function DepartmentBudgetRings() {
  return (
    <PieChart
      series={[
        {
          id: 'departments',
          data: departments,
          outerRadius: '55%',
          arcLabel: 'label',
          arcLabelMinAngle: 40,
          valueFormatter: toThousands,
          highlightScope: { highlight: 'item', fade: 'global' },
        },
        {
          id: 'teams',
          data: teams,
          innerRadius: '62%',
          outerRadius: '100%',
          paddingAngle: 1,
          valueFormatter: toThousands,
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
      sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontSize: 12 } }}
      height={300}
      hideLegend
    />
  );
}
