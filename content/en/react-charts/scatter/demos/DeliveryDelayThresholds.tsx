import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { createRandom, normal, round } from './seeded-random';

// Delay of 120 deliveries (minutes, negative when early) against the distance driven.
const random = createRandom(7);
const deliveries = Array.from({ length: 120 }, (_, index) => {
  const distance = round(2 + random() * 38, 1);
  return { id: index, x: distance, y: round(normal(random, distance / 6 - 3, 6)) };
});

export default function DeliveryDelayThresholds() {
  return (
    <ScatterChart
      series={[
        {
          label: 'Deliveries',
          data: deliveries,
          valueFormatter: (value) =>
            value && `${value.y} min after the slot, ${value.x} km`,
        },
      ]}
      xAxis={[{ label: 'Distance (km)' }]}
      yAxis={[
        {
          label: 'Delay (min)',
          // Early or on time: green; up to 10 min late: amber; later: red.
          colorMap: {
            type: 'piecewise',
            thresholds: [0, 10],
            colors: ['#2e7d32', '#f9a825', '#c62828'],
          },
        },
      ]}
      grid={{ horizontal: true }}
      height={300}
    />
  );
}
