import { LineChart } from '@mui/x-charts/LineChart';

// Orders shipped per day by a warehouse during one week, by sales channel.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const webshop = [1240, 1180, 1320, 1410, 1650, 980, 720];
const marketplace = [860, 910, 880, 940, 1120, 1380, 1290];
// Wholesale customers do not order at weekends: no value, rather than zero orders.
const wholesale = [420, 510, 470, 530, 390, null, null];

export default function StackedOrderAreas() {
  return (
    <LineChart
      xAxis={[{ data: days, scaleType: 'point' }]}
      series={[
        { data: wholesale, label: 'Wholesale', area: true, stack: 'orders' },
        { data: marketplace, label: 'Marketplace', area: true, stack: 'orders' },
        { data: webshop, label: 'Webshop', area: true, stack: 'orders' },
      ]}
      height={300}
    />
  );
}
