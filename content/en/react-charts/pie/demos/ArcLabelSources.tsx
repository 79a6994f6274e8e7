import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';

// Tickets a support team closed last week, by channel.
const tickets = [
  { id: 'email', value: 184, label: 'Email' },
  { id: 'chat', value: 236, label: 'Chat' },
  { id: 'phone', value: 97, label: 'Phone' },
];

type LabelSource = 'value' | 'formattedValue' | 'label';

export default function ArcLabelSources() {
  const [source, setSource] = React.useState<LabelSource>('formattedValue');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={source}
        onChange={(_event, next: LabelSource | null) => next && setSource(next)}
        aria-label="Arc label source"
      >
        <ToggleButton value="value">value</ToggleButton>
        <ToggleButton value="formattedValue">formattedValue</ToggleButton>
        <ToggleButton value="label">label</ToggleButton>
      </ToggleButtonGroup>
      <PieChart
        series={[
          {
            data: tickets,
            arcLabel: source,
            valueFormatter: (item) => `${item.value} tickets`,
          },
        ]}
        height={240}
      />
    </Stack>
  );
}
