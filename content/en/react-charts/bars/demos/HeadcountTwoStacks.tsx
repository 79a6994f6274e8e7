import { BarChart } from '@mui/x-charts/BarChart';

const offices = ['Lisbon', 'Berlin', 'Toronto', 'Singapore'];

export default function HeadcountTwoStacks() {
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: offices }]}
      series={[
        // Two stack ids: one column per year in each office.
        { data: [48, 62, 35, 22], label: '2024 employees', stack: '2024' },
        { data: [12, 9, 14, 6], label: '2024 contractors', stack: '2024' },
        { data: [55, 64, 41, 30], label: '2025 employees', stack: '2025' },
        { data: [10, 11, 12, 9], label: '2025 contractors', stack: '2025' },
      ]}
      colors={['#00695c', '#80cbc4', '#4527a0', '#b39ddb']}
      height={320}
    />
  );
}
