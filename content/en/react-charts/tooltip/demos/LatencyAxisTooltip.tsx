import { LineChart } from '@mui/x-charts/LineChart';
import { hours, ms, p50, p95, p99 } from './server-latency';

export default function LatencyAxisTooltip() {
  return (
    <LineChart
      xAxis={[{ data: hours, scaleType: 'point' }]}
      yAxis={[{ valueFormatter: (value: number) => `${value} ms` }]}
      series={[
        { data: p50, label: 'Median', valueFormatter: ms },
        { data: p95, label: '95th percentile', valueFormatter: ms },
        { data: p99, label: '99th percentile', valueFormatter: ms },
      ]}
      height={300}
    />
  );
}
