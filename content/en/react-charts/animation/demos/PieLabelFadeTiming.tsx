import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

/** Where the visits of an online store came from last month, in %. */
const sources = [
  { id: 'search', label: 'Search', value: 38 },
  { id: 'direct', label: 'Direct', value: 24 },
  { id: 'email', label: 'Email', value: 14 },
  { id: 'social', label: 'Social', value: 12 },
  { id: 'ads', label: 'Paid ads', value: 9 },
  { id: 'referral', label: 'Referral', value: 3 },
];

export default function PieLabelFadeTiming() {
  const [runKey, replay] = React.useReducer((count: number) => count + 1, 0);

  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        size="small"
        onClick={replay}
        sx={{ alignSelf: 'flex-start' }}
      >
        Replay
      </Button>
      <PieChart
        key={runKey}
        height={280}
        series={[
          {
            data: sources,
            innerRadius: 50,
            arcLabel: (item) => `${item.value}%`,
            arcLabelMinAngle: 20,
          },
        ]}
        sx={{
          [`& .${pieArcLabelClasses.root}`]: { fill: '#fff', fontWeight: 600 },
          // The labels fade in once the arcs have opened, instead of with them.
          [`& .${pieArcLabelClasses.animate}`]: {
            animationDuration: '700ms',
            animationDelay: '300ms',
            animationFillMode: 'backwards',
          },
        }}
      />
    </Stack>
  );
}
