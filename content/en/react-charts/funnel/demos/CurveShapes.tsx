import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  Unstable_FunnelChart as FunnelChart,
  type FunnelCurveType,
} from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps } from './checkout-steps';

export default function CurveShapes() {
  const [curve, setCurve] = React.useState<FunnelCurveType>('linear');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        value={curve}
        exclusive
        size="small"
        aria-label="Curve"
        onChange={(_, next: FunnelCurveType | null) => next && setCurve(next)}
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="bump">bump</ToggleButton>
        <ToggleButton value="step">step</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart
        series={[{ data: checkoutSteps, curve }]}
        hideLegend
        height={300}
      />
    </Stack>
  );
}
