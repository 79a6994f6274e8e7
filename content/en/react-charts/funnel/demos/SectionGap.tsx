import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { hiringPipeline } from './hiring-pipeline';

export default function SectionGap() {
  const [gap, setGap] = React.useState(6);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 280 }}>
        <Typography id="funnel-gap-label" variant="body2">
          Gap: {gap} px
        </Typography>
        <Slider
          value={gap}
          min={0}
          max={20}
          size="small"
          aria-labelledby="funnel-gap-label"
          onChange={(_, value) => setGap(value as number)}
        />
      </Box>
      <FunnelChart
        series={[{ data: hiringPipeline, curve: 'step' }]}
        gap={gap}
        hideLegend
        height={300}
      />
    </Box>
  );
}
