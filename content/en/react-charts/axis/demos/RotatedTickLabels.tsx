import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

/** Share of orders returned in an online shop last quarter, by product category, in %. */
const categories = [
  'Kitchen appliances',
  'Outdoor furniture',
  'Running shoes',
  'Smart home devices',
  'Camping equipment',
  'Office chairs',
  'Board games',
  'Bed linen',
];
const returnRate = [6.8, 9.1, 14.2, 7.5, 4.9, 8.3, 2.1, 5.6];

export default function RotatedTickLabels() {
  const [angle, setAngle] = React.useState(-40);
  const [height, setHeight] = React.useState(110);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <Stack sx={{ flex: 1 }}>
          <Typography id="tick-label-angle" variant="body2">
            tickLabelStyle.angle: {angle}°
          </Typography>
          <Slider
            aria-labelledby="tick-label-angle"
            min={-90}
            max={90}
            step={5}
            value={angle}
            onChange={(_event, value) => setAngle(value as number)}
          />
        </Stack>
        <Stack sx={{ flex: 1 }}>
          <Typography id="x-axis-height" variant="body2">
            x-axis height: {height}px
          </Typography>
          <Slider
            aria-labelledby="x-axis-height"
            min={25}
            max={130}
            step={5}
            value={height}
            onChange={(_event, value) => setHeight(value as number)}
          />
        </Stack>
      </Stack>
      <BarChart
        height={340}
        xAxis={[
          {
            scaleType: 'band',
            data: categories,
            height,
            tickLabelStyle: { angle, fontSize: 12 },
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => `${value} %` }]}
        series={[
          {
            data: returnRate,
            label: 'Orders returned',
            valueFormatter: (value) => `${value} %`,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
