import { LineChart } from '@mui/x-charts/LineChart';
import { formatHour, formatMs, hours, p50, p95, p99 } from './latency';

export default function ServerLatencyPercentiles() {
  return (
    <LineChart
      xAxis={[{ data: hours, valueFormatter: formatHour, min: 0, max: 23 }]}
      yAxis={[{ valueFormatter: (value: number) => `${value} ms`, width: 60 }]}
      series={[
        { data: p50, label: 'p50', valueFormatter: formatMs },
        { data: p95, label: 'p95', valueFormatter: formatMs },
        { data: p99, label: 'p99', valueFormatter: formatMs },
      ]}
      height={320}
    />
  );
}
