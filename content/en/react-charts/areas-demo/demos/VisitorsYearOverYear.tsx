import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';

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
// Visitors of a science museum, in thousands.
const lastYear = [21, 24, 30, 36, 33, 38, 52, 58, 31, 29, 25, 34];
const thisYear = [23, 27, 35, 34, 39, 44, 57, 61, 36, 33, 28, 39];

const thousands = (value: number | null) =>
  value === null ? '' : `${value}k visitors`;

export default function VisitorsYearOverYear() {
  return (
    <LineChart
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ min: 0, valueFormatter: (value: number) => `${value}k` }]}
      series={[
        // Not stacked: both areas start at zero and overlap.
        {
          id: 'last',
          data: lastYear,
          label: '2024',
          area: true,
          color: '#78909c',
          valueFormatter: thousands,
        },
        {
          id: 'this',
          data: thisYear,
          label: '2025',
          area: true,
          color: '#f4511e',
          valueFormatter: thousands,
        },
      ]}
      // Translucent fills keep the older year visible under the newer one.
      sx={{ [`& .${areaElementClasses.root}`]: { fillOpacity: 0.3 } }}
      height={320}
    />
  );
}
