import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

/** Weekly position of three apps in a store's "Productivity" ranking (1 is the top). */
const weeks = Array.from({ length: 12 }, (_, index) => `W${index + 1}`);
const apps = [
  { label: 'TaskFlow', data: [14, 11, 9, 6, 4, 3, 3, 2, 1, 1, 2, 1] },
  { label: 'NoteNest', data: [3, 2, 2, 3, 5, 7, 8, 8, 11, 13, 12, 15] },
  { label: 'Planly', data: [8, 9, 7, 8, 7, 6, 5, 6, 5, 4, 5, 4] },
];

export default function ReversedRanking() {
  const [reverse, setReverse] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={reverse}
            onChange={(event) => setReverse(event.target.checked)}
          />
        }
        label="Reverse the y-axis (rank 1 at the top)"
      />
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[
          {
            reverse,
            min: 1,
            max: 15,
            tickInterval: [1, 5, 10, 15],
            valueFormatter: (rank: number) => `#${rank}`,
          },
        ]}
        series={apps.map((app) => ({
          ...app,
          valueFormatter: (rank) => `#${rank}`,
        }))}
      />
    </Stack>
  );
}
