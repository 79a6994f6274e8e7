import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps, shareOfVisits } from './checkout-steps';

export default function StageDetailsOnClick() {
  const [selected, setSelected] = React.useState<number | null>(null);
  const step = selected === null ? undefined : checkoutSteps[selected];
  const previous = selected ? checkoutSteps[selected - 1] : undefined;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FunnelChart
        series={[{ data: checkoutSteps }]}
        onItemClick={(_, item) => setSelected(item.dataIndex)}
        hideLegend
        height={300}
      />
      <Typography role="status" variant="body2" sx={{ minHeight: 24 }}>
        {step === undefined
          ? 'Click a section to see how many visitors it kept.'
          : `${step.label}: ${step.value.toLocaleString('en-US')} visitors, ${shareOfVisits(step.value)} of all visits${
              previous
                ? `, ${Math.round((step.value / previous.value) * 100)}% of "${previous.label}"`
                : ''
            }.`}
      </Typography>
    </Stack>
  );
}
