import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';
import { days, formatDay, formatTick, highs, lows } from './station-temperatures';

const AXIS_ID = 'days';
const MIN_SPAN = 10; // the axis' default minSpan, in percent

/** The date shown at a zoom percentage of the axis. */
function dayAt(percent: number) {
  const index = Math.round((percent / 100) * (days.length - 1));
  return formatDay(days[index] ?? days[0] ?? new Date(0));
}

/** Keeps the thumbs at least MIN_SPAN apart, moving the other thumb when needed. */
function withMinSpan([start, end]: number[], movedThumb: number) {
  const from = start ?? 0;
  const to = end ?? 100;
  if (to - from >= MIN_SPAN) {
    return { start: from, end: to };
  }
  if (movedThumb === 0) {
    const clamped = Math.min(from, 100 - MIN_SPAN);
    return { start: clamped, end: clamped + MIN_SPAN };
  }
  const clamped = Math.max(to, MIN_SPAN);
  return { start: clamped - MIN_SPAN, end: clamped };
}

export default function TemperatureRangeSlider() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([
    { axisId: AXIS_ID, start: 40, end: 65 },
  ]);
  const zoom = zoomData.find((item) => item.axisId === AXIS_ID) ?? {
    start: 0,
    end: 100,
  };

  return (
    <Box sx={{ width: '100%' }}>
      <LineChartPro
        xAxis={[
          {
            id: AXIS_ID,
            data: days,
            scaleType: 'utc',
            zoom: true,
            valueFormatter: (date: Date, context) =>
              context.location === 'tick' ? formatTick(date) : formatDay(date),
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[
          { data: highs, label: 'High (°C)', showMark: false },
          { data: lows, label: 'Low (°C)', showMark: false },
        ]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        height={300}
      />
      <Box sx={{ px: 5 }}>
        <Slider
          value={[zoom.start, zoom.end]}
          onChange={(_, value, thumb) =>
            setZoomData([
              { axisId: AXIS_ID, ...withMinSpan(value as number[], thumb) },
            ])
          }
          step={0.5}
          disableSwap
          valueLabelDisplay="auto"
          valueLabelFormat={dayAt}
          getAriaLabel={(index) =>
            index === 0 ? 'First day shown' : 'Last day shown'
          }
          getAriaValueText={dayAt}
        />
        <Typography variant="body2" color="text.secondary" role="status">
          Showing {dayAt(zoom.start)} to {dayAt(zoom.end)}
        </Typography>
      </Box>
    </Box>
  );
}
