import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { cities, months, rainfallCells } from './rainfall-by-city';

// From sand (t = 0) to deep blue (t = 1). The scale passes t beyond 1 for values above
// `max`, so the function clamps it: every month over 300 mm takes the darkest colour.
function sandToOcean(t: number) {
  const clamped = Math.min(1, Math.max(0, t));
  return `hsl(${45 + clamped * 170} 70% ${90 - clamped * 62}%)`;
}

// The type of a z-axis colour map, read from the chart's props.
type ColorMap = NonNullable<
  NonNullable<React.ComponentProps<typeof Heatmap>['zAxis']>[number]['colorMap']
>;

const colorMaps: Record<'pair' | 'function', ColorMap> = {
  // Two colours mixed from min to max; the range covers every value in the data.
  pair: { type: 'continuous', min: 0, max: 850, color: ['#f1f7fd', '#08306b'] },
  // A function of t, with a shorter range that shows the drier cities' seasons.
  function: { type: 'continuous', min: 0, max: 300, color: sandToOcean },
};

export default function ContinuousRainfallScale() {
  const [kind, setKind] = React.useState<keyof typeof colorMaps>('pair');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        value={kind}
        exclusive
        size="small"
        aria-label="Colour scale"
        onChange={(_, next) => next && setKind(next)}
      >
        <ToggleButton value="pair">Two colours, 0–850 mm</ToggleButton>
        <ToggleButton value="function">Function, 0–300 mm</ToggleButton>
      </ToggleButtonGroup>
      <Heatmap
        xAxis={[{ data: months }]}
        yAxis={[{ data: cities, width: 80 }]}
        series={[
          {
            data: rainfallCells,
            label: 'Rainfall',
            valueFormatter: (cell) => `${cell[2]} mm`,
          },
        ]}
        zAxis={[{ colorMap: colorMaps[kind] }]}
        height={300}
      />
    </Stack>
  );
}
