import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

/** Average daily steps recorded by a fitness app's users, by day of the week. */
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const steps = [7420, 7810, 7650, 7930, 7140, 9860, 8530];

type XPosition = 'top' | 'bottom';
type YPosition = 'left' | 'right';

export default function AxisPositions() {
  const [xPosition, setXPosition] = React.useState<XPosition>('top');
  const [yPosition, setYPosition] = React.useState<YPosition>('right');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="x-axis position"
          value={xPosition}
          onChange={(_event, next: XPosition | null) => next && setXPosition(next)}
        >
          <ToggleButton value="top">top</ToggleButton>
          <ToggleButton value="bottom">bottom</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="y-axis position"
          value={yPosition}
          onChange={(_event, next: YPosition | null) => next && setYPosition(next)}
        >
          <ToggleButton value="left">left</ToggleButton>
          <ToggleButton value="right">right</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: days, position: xPosition }]}
        yAxis={[{ position: yPosition, width: 50 }]}
        series={[{ data: steps, label: 'Steps' }]}
        hideLegend
      />
    </Stack>
  );
}
