import { LineChart } from '@mui/x-charts/LineChart';
import { clock, hours, p95 } from './checkout-latency';

export default function TickIntervalValues() {
  return (
    <LineChart
      height={300}
      xAxis={[
        { data: hours, valueFormatter: clock, tickInterval: [0, 6, 12, 18, 23] },
      ]}
      yAxis={[
        {
          min: 0,
          max: 500,
          // Ticks, and the grid lines that follow them, at the service's targets only.
          tickInterval: [0, 150, 300, 500],
          valueFormatter: (value: number) => `${value} ms`,
          width: 55,
        },
      ]}
      series={[
        {
          data: p95,
          label: 'p95 response time',
          showMark: false,
          valueFormatter: (value) => `${value} ms`,
        },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
