import { BarChart } from '@mui/x-charts/BarChart';

// Sales of a kitchenware brand in one quarter: units on the left, revenue on the right.
const productLines = ['Knives', 'Pans', 'Kettles', 'Blenders', 'Scales'];
const unitsSold = [4200, 2650, 1980, 860, 3120];
const revenue = [189, 212, 99, 146, 62];

export default function ProductLinesTwoAxes() {
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: productLines }]}
      yAxis={[
        {
          id: 'units',
          position: 'left',
          label: 'Units sold',
          width: 60,
        },
        {
          id: 'revenue',
          position: 'right',
          label: 'Revenue (k€)',
          width: 60,
        },
      ]}
      series={[
        {
          data: unitsSold,
          label: 'Units sold',
          yAxisId: 'units',
          color: '#00897b',
          valueFormatter: (value) =>
            value === null ? '' : `${value.toLocaleString('en-US')} units`,
        },
        {
          data: revenue,
          label: 'Revenue',
          yAxisId: 'revenue',
          color: '#f4511e',
          valueFormatter: (value) => (value === null ? '' : `€${value}k`),
        },
      ]}
      height={320}
    />
  );
}
