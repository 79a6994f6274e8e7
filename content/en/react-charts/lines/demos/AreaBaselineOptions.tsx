import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Daily water use of a household, in litres; the target is 300.
const litres = [342, 318, 287, 305, 268, 391, 356];

const baselines = {
  '0': 0,
  min: 'min',
  max: 'max',
  '300': 300,
} as const;
type BaselineKey = keyof typeof baselines;

export default function AreaBaselineOptions() {
  const [baseline, setBaseline] = React.useState<BaselineKey>('300');

  return (
    <Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Baseline"
        value={baseline}
        onChange={(_event, value: BaselineKey | null) => value && setBaseline(value)}
        sx={{ px: 1 }}
      >
        <ToggleButton value="0">0 (default)</ToggleButton>
        <ToggleButton value="min">'min'</ToggleButton>
        <ToggleButton value="max">'max'</ToggleButton>
        <ToggleButton value="300">300</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ min: 200, max: 420 }]}
        series={[
          {
            data: litres,
            label: 'Water use (litres)',
            area: true,
            baseline: baselines[baseline],
          },
        ]}
        height={300}
      />
    </Box>
  );
}
