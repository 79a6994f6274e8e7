import { BarChart } from '@mui/x-charts/BarChart';

const couriers = ['Rapido', 'ParcelGo', 'Swift Post', 'Local Bikes'];

export default function DeliveryTimesGrid() {
  return (
    <BarChart
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: couriers, width: 90 }]}
      xAxis={[{ label: 'Median delivery time (hours)' }]}
      series={[
        { data: [26, 31, 22, 5], label: 'Same city' },
        { data: [44, 52, 39, 0], label: 'National' },
      ]}
      grid={{ vertical: true }}
      height={300}
    />
  );
}
