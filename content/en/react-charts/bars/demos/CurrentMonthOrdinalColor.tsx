import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function CurrentMonthOrdinalColor() {
  return (
    <BarChart
      xAxis={[
        {
          scaleType: 'band',
          data: months,
          // Only the month still in progress gets its own color.
          colorMap: {
            type: 'ordinal',
            values: ['Jun'],
            colors: ['#ff9800'],
            unknownColor: '#90a4ae',
          },
        },
      ]}
      series={[{ data: [540, 610, 580, 655, 700, 320], label: 'Orders' }]}
      height={300}
    />
  );
}
