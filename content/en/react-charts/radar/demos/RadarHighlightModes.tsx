import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_RadarChart as RadarChart } from '@mui/x-charts/RadarChart';
import { skillMetrics, teamSeries } from './team-skills';

type HighlightMode = 'axis' | 'series' | 'none';

export default function RadarHighlightModes() {
  const [highlight, setHighlight] = React.useState<HighlightMode>('axis');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlight}
        onChange={(_event, next: HighlightMode | null) => next && setHighlight(next)}
        aria-label="highlight"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="series">series</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <RadarChart
        height={320}
        highlight={highlight}
        series={teamSeries.map((team) => ({ ...team, fillArea: true }))}
        radar={{ max: 10, metrics: skillMetrics }}
      />
    </Stack>
  );
}
