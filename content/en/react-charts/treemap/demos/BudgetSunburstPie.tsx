import { PieChart } from '@mui/x-charts/PieChart';
import { departments, departmentTotal } from './city-budget';

// Inner ring: departments. Outer ring: their programmes, in the same order, so each
// programme sits next to its department, in a lighter shade of its colour.
const inner = departments.map((department) => ({
  id: department.name,
  label: department.name,
  value: departmentTotal(department),
  color: department.color,
}));

const outer = departments.flatMap((department) =>
  department.programmes.map((programme, index) => ({
    id: `${department.name}/${programme.name}`,
    label: `${department.name} – ${programme.name}`,
    value: programme.millions,
    color: `color-mix(in srgb, ${department.color} ${85 - index * 15}%, #fff)`,
  })),
);

export default function BudgetSunburstPie() {
  return (
    <PieChart
      series={[
        {
          data: inner,
          outerRadius: 95,
          arcLabel: (item) => String(item.label),
          arcLabelMinAngle: 25,
          valueFormatter: (item) => `€${item.value}M`,
        },
        {
          data: outer,
          innerRadius: 100,
          outerRadius: 150,
          paddingAngle: 0.5,
          valueFormatter: (item) => `€${item.value}M`,
        },
      ]}
      hideLegend
      height={320}
    />
  );
}
