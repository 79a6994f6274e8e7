import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps, stepNames } from './checkout-steps';

export default function ProportionalSections() {
  const [linear, setLinear] = React.useState(true);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={linear}
            onChange={(event) => setLinear(event.target.checked)}
          />
        }
        label="Section height follows the value (linear scale)"
      />
      <FunnelChart
        series={[{ data: checkoutSteps }]}
        categoryAxis={{
          categories: stepNames,
          position: 'left',
          size: 130,
          scaleType: linear ? 'linear' : 'band',
        }}
        hideLegend
        height={360}
      />
    </Stack>
  );
}
