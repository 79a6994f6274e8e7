import { BarChart } from '@mui/x-charts/BarChart';

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const result = [18, 12, -4, 7, -9, 14, 22, 25, -2, 11, 16, 30];

/** A typographic minus before the currency sign: −€4k rather than €-4k. */
const sign = (value: number) => (value > 0 ? '+' : value < 0 ? '−' : '');
const euros = (value: number) => `${value < 0 ? '−' : ''}€${Math.abs(value)}k`;

export default function MonthlyProfitLoss() {
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          valueFormatter: euros,
          colorMap: {
            type: 'piecewise',
            thresholds: [0],
            colors: ['#e53935', '#43a047'],
          },
        },
      ]}
      series={[
        {
          data: result,
          label: 'Operating result',
          valueFormatter: (value) => (value === null ? '' : euros(value)),
        },
      ]}
      barLabel={(item) =>
        item.value === null ? null : `${sign(item.value)}${Math.abs(item.value)}`
      }
      borderRadius={3}
      grid={{ horizontal: true }}
      hideLegend
      height={320}
    />
  );
}
