import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

/** App store rating of a meditation app: how many reviews gave each score. */
const stars = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'];
const reviews = [412, 268, 731, 2894, 6120];

/** Outlines the drawing area and prints its coordinates. */
function DrawingAreaOutline() {
  const { left, top, width, height } = useDrawingArea();

  return (
    <g pointerEvents="none">
      <rect
        x={left}
        y={top}
        width={width}
        height={height}
        fill="none"
        stroke="#ed6c02"
        strokeWidth={2}
        strokeDasharray="6 4"
      />
      <text x={left + 8} y={top + 18} fill="#ed6c02" fontSize={13} fontWeight={600}>
        {`left ${left} · top ${top} · width ${Math.round(width)} · height ${height}`}
      </text>
    </g>
  );
}

export default function DrawingAreaInspector() {
  const [margin, setMargin] = React.useState(20);

  return (
    <Stack spacing={1}>
      <Typography id="chart-margin" variant="body2">
        margin (every side): {margin}px
      </Typography>
      <Slider
        aria-labelledby="chart-margin"
        min={0}
        max={60}
        step={5}
        value={margin}
        onChange={(_event, value) => setMargin(value as number)}
        sx={{ maxWidth: 320 }}
      />
      <BarChart
        height={300}
        margin={margin}
        xAxis={[{ scaleType: 'band', data: stars }]}
        yAxis={[{ label: 'Reviews' }]}
        series={[{ data: reviews, label: 'Reviews' }]}
        hideLegend
      >
        <DrawingAreaOutline />
      </BarChart>
    </Stack>
  );
}
