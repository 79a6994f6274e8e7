import { LineChart } from '@mui/x-charts/LineChart';

// Monthly active users, in thousands, of three apps that each have a brand colour.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

export default function BrandSeriesColors() {
  return (
    <LineChart
      xAxis={[{ data: months, scaleType: 'point' }]}
      yAxis={[{ label: 'Active users (thousands)' }]}
      series={[
        {
          data: [54, 58, 63, 61, 70, 76, 81, 88],
          label: 'Trailmap',
          color: '#2e7d32',
        },
        {
          data: [41, 40, 46, 52, 55, 53, 59, 64],
          label: 'Tidepool',
          color: '#0277bd',
        },
        {
          data: [22, 27, 31, 30, 36, 44, 47, 52],
          label: 'Emberly',
          color: '#e65100',
        },
      ]}
      height={300}
    />
  );
}
