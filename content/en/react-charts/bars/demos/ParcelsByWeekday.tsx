import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const parcelsShipped = [1840, 1620, 1705, 1930, 2410, 960];

export default function ParcelsByWeekday() {
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: weekdays }]}
      series={[{ data: parcelsShipped, label: 'Parcels shipped' }]}
      height={300}
    />
  );
}
