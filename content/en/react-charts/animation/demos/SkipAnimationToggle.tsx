import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

/** Daily active users of a habit-tracking app, in thousands, over two weeks. */
const days = Array.from({ length: 14 }, (_, index) => `Day ${index + 1}`);
const ios = [
  41.2, 42.8, 44.1, 43.5, 45.9, 49.7, 50.3, 46.2, 47.8, 48.4, 49.1, 51.6, 55.2, 55.9,
];
const android = [
  36.4, 37.1, 37.9, 38.6, 40.2, 43.8, 44.5, 41.0, 41.9, 42.7, 43.3, 45.0, 48.9, 49.6,
];

export default function SkipAnimationToggle() {
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  // A new key mounts a new chart, which plays its entrance animation again.
  const [runKey, replay] = React.useReducer((count: number) => count + 1, 0);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={skipAnimation}
              onChange={(event) => setSkipAnimation(event.target.checked)}
            />
          }
          label="skipAnimation"
        />
        <Button variant="outlined" size="small" onClick={replay}>
          Replay
        </Button>
      </Stack>
      <LineChart
        key={runKey}
        height={300}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}k` }]}
        series={[
          { data: ios, label: 'iOS', valueFormatter: (value) => `${value}k` },
          {
            data: android,
            label: 'Android',
            valueFormatter: (value) => `${value}k`,
          },
        ]}
      />
    </Stack>
  );
}
