import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ChartProApi } from '@mui/x-charts-pro/ChartContainerPro';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Sign-ups of a newsletter campaign, from the e-mails sent to the paid subscriptions.
const campaign = [
  { label: 'E-mails delivered', value: 18400 },
  { label: 'Opened', value: 7930 },
  { label: 'Clicked', value: 1860 },
  { label: 'Started a trial', value: 412 },
  { label: 'Subscribed', value: 133 },
];

export default function FunnelImageExport() {
  const apiRef = React.useRef<ChartProApi>(undefined);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() =>
          apiRef.current?.exportAsImage({
            type: 'image/png',
            fileName: 'spring-campaign',
          })
        }
      >
        Download PNG
      </Button>
      <FunnelChart
        apiRef={apiRef}
        series={[{ data: campaign, curve: 'bump' }]}
        height={320}
      />
    </Stack>
  );
}
