import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { HighlightItemData } from '@mui/x-charts/context';
import { Unstable_RadarChart as RadarChart } from '@mui/x-charts/RadarChart';
import { skillMetrics, teamSeries } from './team-skills';

export default function ControlledSeriesHighlight() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(
    null,
  );

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlighted?.seriesId ?? null}
        onChange={(_event, seriesId: string | null) =>
          setHighlighted(seriesId === null ? null : { seriesId })
        }
        aria-label="Highlighted team"
      >
        {teamSeries.map((team) => (
          <ToggleButton key={team.id} value={team.id}>
            {team.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <RadarChart
        height={320}
        highlight="series"
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        series={teamSeries.map((team) => ({ ...team, fillArea: true }))}
        radar={{ max: 10, metrics: skillMetrics }}
      />
    </Stack>
  );
}
