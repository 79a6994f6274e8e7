import { LineChart } from '@mui/x-charts/LineChart';
import { hours, ms, p50, p95, p99 } from './server-latency';

/** A short name in the legend, the full one in the tooltip. */
const percentileLabel =
  (short: string, long: string) => (location: 'tooltip' | 'legend') =>
    location === 'legend' ? short : long;

export default function PercentileLabels() {
  return (
    <LineChart
      xAxis={[{ data: hours, scaleType: 'point' }]}
      series={[
        { data: p50, label: percentileLabel('p50', 'Median (p50)') },
        { data: p95, label: percentileLabel('p95', '95th percentile (p95)') },
        { data: p99, label: percentileLabel('p99', '99th percentile (p99)') },
      ].map((series) => ({ ...series, valueFormatter: ms, showMark: false }))}
      height={300}
    />
  );
}
