import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { createRandom, normal, round } from './seeded-random';

// 200 requests to a search API: response size and latency, against a 300 ms budget.
const random = createRandom(300);
const requests = Array.from({ length: 200 }, (_, index) => {
  const size = round(2 + random() ** 2 * 180, 1);
  const latency = round(
    Math.max(20, 60 + size * 1.1 + normal(random, 0, 45) ** 2 / 25),
  );
  return { id: index, x: size, y: latency };
});

const overBudget = requests.filter((request) => request.y > 300).length;

export default function ApiLatencyBudget() {
  return (
    <ScatterChart
      series={[
        {
          label: `Requests (${overBudget} over budget)`,
          data: requests,
          markerSize: 3,
          valueFormatter: (value) => value && `${value.y} ms for ${value.x} KB`,
        },
      ]}
      xAxis={[{ label: 'Response size (KB)' }]}
      yAxis={[
        {
          label: 'Latency (ms)',
          width: 50,
          colorMap: {
            type: 'piecewise',
            thresholds: [300],
            colors: ['#0288d1', '#d32f2f'],
          },
        },
      ]}
      height={320}
    >
      <ChartsReferenceLine
        y={300}
        label="300 ms budget"
        labelAlign="end"
        lineStyle={{ strokeDasharray: '6 4', stroke: '#d32f2f' }}
        labelStyle={{ fill: '#d32f2f', fontSize: 12 }}
      />
    </ScatterChart>
  );
}
