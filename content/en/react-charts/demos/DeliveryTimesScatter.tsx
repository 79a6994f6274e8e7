import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Distance in kilometres (x) and delivery time in minutes (y), one point per order.
const bikeOrders = [
  { id: 'b1', x: 0.8, y: 9 },
  { id: 'b2', x: 1.2, y: 12 },
  { id: 'b3', x: 1.9, y: 14 },
  { id: 'b4', x: 2.4, y: 17 },
  { id: 'b5', x: 2.9, y: 21 },
  { id: 'b6', x: 3.3, y: 22 },
  { id: 'b7', x: 3.8, y: 27 },
  { id: 'b8', x: 4.5, y: 31 },
  { id: 'b9', x: 5.1, y: 36 },
  { id: 'b10', x: 5.6, y: 38 },
];

const vanOrders = [
  { id: 'v1', x: 2.0, y: 24 },
  { id: 'v2', x: 3.1, y: 26 },
  { id: 'v3', x: 4.2, y: 27 },
  { id: 'v4', x: 5.0, y: 31 },
  { id: 'v5', x: 6.3, y: 30 },
  { id: 'v6', x: 7.4, y: 34 },
  { id: 'v7', x: 8.2, y: 37 },
  { id: 'v8', x: 9.5, y: 39 },
  { id: 'v9', x: 10.8, y: 44 },
  { id: 'v10', x: 12.0, y: 46 },
];

export default function DeliveryTimesScatter() {
  return (
    <ScatterChart
      xAxis={[{ label: 'Distance (km)', min: 0 }]}
      yAxis={[{ label: 'Minutes', min: 0 }]}
      series={[
        {
          data: bikeOrders,
          label: 'Bike',
          valueFormatter: (point) => point && `${point.x} km in ${point.y} min`,
        },
        {
          data: vanOrders,
          label: 'Van',
          valueFormatter: (point) => point && `${point.x} km in ${point.y} min`,
        },
      ]}
      grid={{ vertical: true, horizontal: true }}
      height={320}
    />
  );
}
