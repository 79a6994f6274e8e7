import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { hiringPipeline } from './hiring-pipeline';

export default function HiringLegendToggle() {
  const [hideLegend, setHideLegend] = React.useState(false);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={hideLegend}
            onChange={(event) => setHideLegend(event.target.checked)}
          />
        }
        label="Hide the legend"
      />
      <FunnelChart
        series={[{ data: hiringPipeline }]}
        hideLegend={hideLegend}
        height={340}
      />
    </Stack>
  );
}
