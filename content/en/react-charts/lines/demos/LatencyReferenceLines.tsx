import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { formatHour, formatMs, hours, p95 } from './latency';

const OBJECTIVE_MS = 250;
const DEPLOY_HOUR = 14;

export default function LatencyReferenceLines() {
  return (
    <LineChart
      xAxis={[{ data: hours, valueFormatter: formatHour, min: 0, max: 23 }]}
      yAxis={[{ valueFormatter: (value: number) => `${value} ms`, width: 60 }]}
      series={[{ data: p95, label: 'p95 latency', valueFormatter: formatMs }]}
      height={320}
    >
      <ChartsReferenceLine
        y={OBJECTIVE_MS}
        label="Objective: 250 ms"
        labelAlign="start"
        lineStyle={{ stroke: '#d32f2f', strokeDasharray: '6 4' }}
        labelStyle={{ fill: '#d32f2f', fontSize: 12 }}
      />
      <ChartsReferenceLine
        x={DEPLOY_HOUR}
        label="Deploy 2.14"
        labelAlign="end"
        lineStyle={{ stroke: '#757575' }}
        labelStyle={{ fontSize: 12 }}
      />
    </LineChart>
  );
}
