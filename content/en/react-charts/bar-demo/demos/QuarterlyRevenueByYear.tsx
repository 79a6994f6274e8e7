import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const millions = (value: number | null) => (value === null ? '' : `$${value}M`);

export default function QuarterlyRevenueByYear() {
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}M` }]}
      series={[
        {
          data: [4.2, 4.8, 5.1, 6.3],
          label: '2024',
          color: '#90caf9',
          valueFormatter: millions,
        },
        {
          data: [5.0, 5.6, 6.2, 7.1],
          label: '2025',
          color: '#1565c0',
          valueFormatter: millions,
        },
      ]}
      grid={{ horizontal: true }}
      borderRadius={4}
      height={320}
    />
  );
}
