import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];
const thousands = (value: number | null) => (value === null ? '' : `$${value}k`);

export default function SubscriptionRevenueStacked() {
  return (
    <LineChart
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}k` }]}
      series={[
        { data: [38, 40, 43, 45, 49, 52, 54, 58, 61], label: 'Starter' },
        { data: [62, 66, 67, 72, 75, 81, 86, 88, 93], label: 'Team' },
        { data: [25, 25, 31, 31, 36, 40, 40, 47, 52], label: 'Enterprise' },
      ].map((series) => ({
        ...series,
        stack: 'revenue',
        area: true,
        showMark: false,
        valueFormatter: thousands,
      }))}
      height={320}
    />
  );
}
