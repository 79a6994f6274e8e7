import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LineChart } from '@mui/x-charts/LineChart';
import { createRandom } from './seeded-random';

const WINDOW = 40;

/** The CPU load at second `n`: a pure function, so every render of a second agrees. */
function loadAt(n: number) {
  const noise = createRandom(n + 1)() * 12;
  return Math.round(42 + 18 * Math.sin(n / 7) + 9 * Math.sin(n / 2.5) + noise);
}

export default function LiveCpuUsage() {
  const [start, setStart] = React.useState(0);
  const [running, setRunning] = React.useState(true);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    // New readings arrive after mount only, one per second.
    const timer = setInterval(() => setStart((previous) => previous + 1), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const seconds = Array.from({ length: WINDOW }, (_, index) => start + index);
  const load = seconds.map(loadAt);

  return (
    <Box>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setRunning((value) => !value)}
        sx={{ ml: 1 }}
      >
        {running ? 'Pause' : 'Resume'}
      </Button>
      <LineChart
        xAxis={[
          {
            data: seconds,
            // The window moves: the axis follows the first and last second shown.
            min: seconds[0],
            max: seconds[WINDOW - 1],
            valueFormatter: (second: number) => `${second}s`,
          },
        ]}
        yAxis={[
          { min: 0, max: 100, valueFormatter: (value: number) => `${value}%` },
        ]}
        series={[
          {
            data: load,
            label: 'CPU load',
            showMark: false,
            area: true,
            color: '#00838f',
            valueFormatter: (value) => (value === null ? '' : `${value}%`),
          },
        ]}
        // Animating every second makes the line wobble: draw each update at once.
        skipAnimation
        height={280}
      />
    </Box>
  );
}
