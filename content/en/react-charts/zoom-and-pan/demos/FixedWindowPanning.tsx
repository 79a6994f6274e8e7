import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { days, formatDay, formatTick, highs } from './station-temperatures';

// minSpan and maxSpan are equal: the wheel cannot change the window, only dragging
// moves it. 8.2% of 366 days is one month.
export default function FixedWindowPanning() {
  return (
    <LineChartPro
      xAxis={[
        {
          id: 'days',
          data: days,
          scaleType: 'utc',
          zoom: { minSpan: 8.2, maxSpan: 8.2 },
          valueFormatter: (date: Date, context) =>
            context.location === 'tick' ? formatTick(date) : formatDay(date),
        },
      ]}
      yAxis={[{ width: 40 }]}
      series={[{ data: highs, label: 'Daily high (°C)', area: true }]}
      initialZoom={[{ axisId: 'days', start: 0, end: 8.2 }]}
      height={280}
    />
  );
}
