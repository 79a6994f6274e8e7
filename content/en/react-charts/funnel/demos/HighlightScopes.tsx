import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { runs2024, runs2025 } from './charity-run';

type Highlight = 'none' | 'item' | 'series';
type Fade = 'none' | 'series' | 'global';

export default function HighlightScopes() {
  const [highlight, setHighlight] = React.useState<Highlight>('item');
  const [fade, setFade] = React.useState<Fade>('global');
  const highlightScope = { highlight, fade };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ToggleButtonGroup
          value={highlight}
          exclusive
          size="small"
          aria-label="Highlight"
          onChange={(_, next: Highlight | null) => next && setHighlight(next)}
        >
          <ToggleButton value="none">none</ToggleButton>
          <ToggleButton value="item">item</ToggleButton>
          <ToggleButton value="series">series</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          value={fade}
          exclusive
          size="small"
          aria-label="Fade"
          onChange={(_, next: Fade | null) => next && setFade(next)}
        >
          <ToggleButton value="none">none</ToggleButton>
          <ToggleButton value="series">series</ToggleButton>
          <ToggleButton value="global">global</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <FunnelChart
        series={[
          { id: 'edition-2025', data: runs2025, highlightScope },
          { id: 'edition-2024', data: runs2024, highlightScope },
        ]}
        hideLegend
        height={320}
      />
    </Stack>
  );
}
