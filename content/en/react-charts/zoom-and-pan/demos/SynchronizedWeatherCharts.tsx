import * as React from 'react';
import Stack from '@mui/material/Stack';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';
import { days, formatDay, formatTick, highs, lows } from './station-temperatures';

// Both charts name their x-axis 'days', so one zoom state fits both.
const spread = highs.map(
  (high, index) => Math.round((high - (lows[index] ?? high)) * 10) / 10,
);

const dayAxis = {
  id: 'days',
  data: days,
  zoom: true,
  valueFormatter: (date: Date, context: { location: string }) =>
    context.location === 'tick' ? formatTick(date) : formatDay(date),
};

export default function SynchronizedWeatherCharts() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([
    { axisId: 'days', start: 0, end: 30 },
  ]);

  return (
    <Stack sx={{ width: '100%' }}>
      <LineChartPro
        xAxis={[{ ...dayAxis, scaleType: 'utc' }]}
        yAxis={[{ width: 40 }]}
        series={[
          { data: highs, label: 'High (°C)', showMark: false },
          { data: lows, label: 'Low (°C)', showMark: false },
        ]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        height={240}
      />
      <BarChartPro
        xAxis={[
          {
            ...dayAxis,
            scaleType: 'band',
            tickInterval: (date: Date) =>
              date.getUTCDate() === 1 || date.getUTCDay() === 1,
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: spread, label: 'Day–night spread (°C)', color: '#8d6e63' }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        height={200}
      />
    </Stack>
  );
}
