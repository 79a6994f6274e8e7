import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const netProfit = [14, 9, -6, 3, -11, 8, 17, 21];
const euros = (value: number) => `${value < 0 ? '−' : ''}€${Math.abs(value)}k`;

export default function ProfitColorMapPiecewise() {
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          valueFormatter: euros,
          // Below 0 the bars are red, from 0 upwards green.
          colorMap: {
            type: 'piecewise',
            thresholds: [0],
            colors: ['#d32f2f', '#2e7d32'],
          },
        },
      ]}
      series={[
        {
          data: netProfit,
          label: 'Net profit',
          valueFormatter: (value) => (value === null ? '' : euros(value)),
        },
      ]}
      hideLegend
      height={300}
    />
  );
}
