import { LineChart } from '@mui/x-charts/LineChart';
import { days, orders } from './warehouse-orders';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
});

export default function WarehouseOrdersAxes() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'time',
          data: days,
          valueFormatter: (day: Date) => dayFormat.format(day),
        },
      ]}
      yAxis={[{ label: 'Orders shipped', width: 60, min: 0 }]}
      series={[{ data: orders, label: 'Orders', showMark: false }]}
    />
  );
}
