import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

/** CPU use of a database server, sampled every 30 minutes from 08:00 to 18:00, in %. */
const times = Array.from({ length: 21 }, (_, index) => 8 + index / 2);
const cpu = [
  18, 21, 26, 31, 34, 38, 41, 39, 37, 35, 33, 36, 42, 46, 44, 40, 37, 33, 29, 24, 20,
];

const clock = (time: number) =>
  `${String(Math.floor(time)).padStart(2, '0')}:${time % 1 === 0 ? '00' : '30'}`;

export default function FixedMinMax() {
  const [fixed, setFixed] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={fixed}
            onChange={(event) => setFixed(event.target.checked)}
          />
        }
        label="Fix the y-axis from 0 to 100 %"
      />
      <LineChart
        height={300}
        xAxis={[{ data: times, valueFormatter: clock, min: 8, max: 18 }]}
        yAxis={[
          {
            ...(fixed ? { min: 0, max: 100 } : {}),
            valueFormatter: (value: number) => `${value} %`,
          },
        ]}
        series={[
          {
            data: cpu,
            label: 'CPU',
            area: true,
            showMark: false,
            valueFormatter: (value) => `${value} %`,
          },
        ]}
      />
    </Stack>
  );
}
