import { BarChart } from '@mui/x-charts/BarChart';
import type { BarItem, BarLabelContext } from '@mui/x-charts/BarChart';

const stages = ['Visited', 'Signed up', 'Activated', 'Subscribed', 'Renewed'];
const users = [12400, 3100, 1850, 420, 96];

function usersLabel(item: BarItem, context: BarLabelContext) {
  // No label on bars too short to hold one.
  if (item.value === null || context.bar.height < 24) {
    return null;
  }
  return item.value >= 1000 ? `${(item.value / 1000).toFixed(1)}k` : `${item.value}`;
}

export default function ConditionalBarLabels() {
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: stages }]}
      series={[{ data: users, label: 'Users' }]}
      barLabel={usersLabel}
      hideLegend
      height={300}
    />
  );
}
