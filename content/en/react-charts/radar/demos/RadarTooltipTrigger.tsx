import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_RadarChart as RadarChart } from '@mui/x-charts/RadarChart';
import { skillMetrics, teamSeries } from './team-skills';

type Trigger = 'axis' | 'item' | 'none';

export default function RadarTooltipTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_event, next: Trigger | null) => next && setTrigger(next)}
        aria-label="Tooltip trigger"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <RadarChart
        height={320}
        series={teamSeries.map((team) => ({
          ...team,
          fillArea: true,
          valueFormatter: (value: number) => `${value} / 10`,
        }))}
        radar={{ max: 10, metrics: skillMetrics }}
        slotProps={{ tooltip: { trigger } }}
      />
    </Stack>
  );
}
