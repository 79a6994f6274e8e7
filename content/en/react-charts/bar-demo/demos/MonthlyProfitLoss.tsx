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

export default function MonthlyProfitLoss() {
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          valueFormatter: (value: number) => `€${value}k`,
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
          valueFormatter: (value) => (value === null ? '' : `€${value}k`),
        },
      ]}
      barLabel={(item) =>
        item.value === null ? null : `${item.value > 0 ? '+' : ''}${item.value}`
      }
      borderRadius={3}
      grid={{ horizontal: true }}
      hideLegend
      height={320}
    />
  );
}
