import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

/** A runner's finishing times over 10 km, at the races of one year. */
const races = [
  { date: new Date(2024, 0, 14), minutes: 46.8 },
  { date: new Date(2024, 1, 4), minutes: 46.1 },
  { date: new Date(2024, 2, 10), minutes: 45.4 },
  { date: new Date(2024, 3, 21), minutes: 44.9 },
  { date: new Date(2024, 4, 5), minutes: 44.6 },
  { date: new Date(2024, 8, 15), minutes: 45.8 },
  { date: new Date(2024, 9, 6), minutes: 44.3 },
  { date: new Date(2024, 11, 31), minutes: 43.7 },
];

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
});
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

type ScaleType = 'point' | 'time';

export default function PointVersusTime() {
  const [scaleType, setScaleType] = React.useState<ScaleType>('time');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="x-axis scaleType"
        value={scaleType}
        onChange={(_event, next: ScaleType | null) => next && setScaleType(next)}
      >
        <ToggleButton value="point">point</ToggleButton>
        <ToggleButton value="time">time</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType,
            data: races.map((race) => race.date),
            valueFormatter: (date: Date, context: { location: string }) =>
              context.location === 'tick'
                ? shortDate.format(date)
                : longDate.format(date),
          },
        ]}
        yAxis={[{ label: 'Minutes', width: 55 }]}
        series={[{ data: races.map((race) => race.minutes), label: '10 km time' }]}
      />
    </Stack>
  );
}
