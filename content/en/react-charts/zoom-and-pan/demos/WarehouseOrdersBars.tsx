import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { orderDays, ordersShipped } from './warehouse-orders';

export default function WarehouseOrdersBars() {
  return (
    <BarChartPro
      xAxis={[{ id: 'order-days', data: orderDays, zoom: true }]}
      yAxis={[{ width: 50 }]}
      series={[{ data: ordersShipped, label: 'Orders shipped' }]}
      initialZoom={[{ axisId: 'order-days', start: 0, end: 25 }]}
      height={300}
    />
  );
}
