import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { createRandom, normal, round } from './seeded-random';

// Customers of an online grocer: orders per month and average basket, in three segments.
const random = createRandom(5);

function segment(prefix: string, count: number, orders: number, basket: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: `${prefix}-${index}`,
    x: Math.max(0.5, round(normal(random, orders, orders / 4), 1)),
    y: Math.max(8, round(normal(random, basket, basket / 6))),
  }));
}

const series = [
  { label: 'Weekly family shop', data: segment('family', 60, 4.2, 118) },
  { label: 'Top-up buyers', data: segment('topup', 80, 9, 27) },
  { label: 'Occasional', data: segment('occasional', 50, 1.2, 64) },
];

export default function CustomerSegments() {
  return (
    <ScatterChart
      series={series.map((item) => ({
        ...item,
        markerSize: 4,
        highlightScope: { highlight: 'series', fade: 'global' },
        valueFormatter: (value) =>
          value && `${value.x} orders a month, €${value.y} basket`,
      }))}
      xAxis={[{ label: 'Orders per month', min: 0 }]}
      yAxis={[{ label: 'Average basket (€)', min: 0, width: 50 }]}
      grid={{ horizontal: true }}
      height={320}
    />
  );
}
