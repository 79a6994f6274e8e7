import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

/** Monthly downloads of a mobile app in its first two years: growth by a factor of 1,000. */
const months = Array.from({ length: 24 }, (_, index) => `M${index + 1}`);
const downloads = [
  410, 620, 980, 1450, 2100, 3300, 4800, 7100, 9900, 14200, 20500, 28900, 40100,
  55800, 74000, 98500, 126000, 161000, 198000, 243000, 289000, 334000, 381000,
  425000,
];

type ScaleType = 'linear' | 'log' | 'sqrt';

export default function ContinuousScaleTypes() {
  const [scaleType, setScaleType] = React.useState<ScaleType>('log');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="y-axis scaleType"
        value={scaleType}
        onChange={(_event, next: ScaleType | null) => next && setScaleType(next)}
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="log">log</ToggleButton>
        <ToggleButton value="sqrt">sqrt</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[
          {
            scaleType,
            width: 60,
            valueFormatter: (value: number) =>
              new Intl.NumberFormat('en-US', { notation: 'compact' }).format(value),
          },
        ]}
        series={[{ data: downloads, label: 'Downloads', showMark: false }]}
      />
    </Stack>
  );
}
