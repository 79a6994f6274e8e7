import { BarChart } from '@mui/x-charts/BarChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export default function FirstChart() {
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: days }]}
      series={[
        { data: [34, 41, 38, 45, 62], label: 'Espresso' },
        { data: [22, 25, 31, 29, 40], label: 'Latte' },
      ]}
      height={300}
    />
  );
}
