import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { createRandom, normal, round } from './seeded-random';

// One day of orders at a warehouse: time placed (hours after midnight) and value.
const random = createRandom(1107);
const orders = Array.from({ length: 240 }, (_, index) => {
  // More orders around lunch and in the evening.
  const peak = random() < 0.5 ? 12.5 : 20;
  const hour = Math.min(23.9, Math.max(0, normal(random, peak, 2.6)));
  return { id: index, x: round(hour, 2), y: round(15 + random() ** 3 * 240, 2) };
});

const formatHour = (hour: number) => {
  const minutes = Math.round((hour % 1) * 60);
  return `${String(Math.floor(hour)).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
};

export default function WarehouseOrdersByHour() {
  return (
    <ScatterChart
      series={[
        {
          label: 'Orders',
          data: orders,
          markerSize: 3,
          valueFormatter: (value) =>
            value && `€${value.y.toFixed(2)} at ${formatHour(value.x)}`,
        },
      ]}
      xAxis={[
        {
          min: 0,
          max: 24,
          tickInterval: [0, 3, 6, 9, 12, 15, 18, 21, 24],
          valueFormatter: formatHour,
          label: 'Time of order',
        },
      ]}
      yAxis={[{ label: 'Order value (€)', width: 50 }]}
      grid={{ vertical: true }}
      height={300}
      hideLegend
    />
  );
}
