import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { hiringPipeline } from './hiring-pipeline';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';

export default function LabelPositionPlayground() {
  const [vertical, setVertical] = React.useState<Vertical>('middle');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('center');
  const [offset, setOffset] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap>
        <ToggleButtonGroup
          value={vertical}
          exclusive
          size="small"
          aria-label="Vertical position"
          onChange={(_, next: Vertical | null) => next && setVertical(next)}
        >
          <ToggleButton value="top">Top</ToggleButton>
          <ToggleButton value="middle">Middle</ToggleButton>
          <ToggleButton value="bottom">Bottom</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          value={horizontal}
          exclusive
          size="small"
          aria-label="Horizontal position"
          onChange={(_, next: Horizontal | null) => next && setHorizontal(next)}
        >
          <ToggleButton value="start">Start</ToggleButton>
          <ToggleButton value="center">Center</ToggleButton>
          <ToggleButton value="end">End</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ minWidth: 180, flex: 1, maxWidth: 280 }}>
          <Typography id="funnel-label-offset" variant="body2">
            Offset: {offset} px
          </Typography>
          <Slider
            value={offset}
            min={-20}
            max={20}
            step={2}
            size="small"
            aria-labelledby="funnel-label-offset"
            onChange={(_, value) => setOffset(value as number)}
          />
        </Box>
      </Stack>
      <FunnelChart
        series={[
          {
            data: hiringPipeline,
            sectionLabel: { position: { vertical, horizontal }, offset },
          },
        ]}
        hideLegend
        height={320}
      />
    </Stack>
  );
}
