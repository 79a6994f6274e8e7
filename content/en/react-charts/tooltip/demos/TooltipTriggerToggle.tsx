import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type Trigger = 'axis' | 'item' | 'none';

// Average rainfall in millimetres from January to June in three cities.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const mm = (value: number | null) => (value === null ? '' : `${value} mm`);

export default function TooltipTriggerToggle() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        value={trigger}
        exclusive
        size="small"
        aria-label="Tooltip trigger"
        onChange={(_event, value: Trigger | null) => value && setTrigger(value)}
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        xAxis={[{ data: months }]}
        series={[
          {
            data: [190, 152, 168, 112, 104, 131],
            label: 'Bergen',
            valueFormatter: mm,
          },
          { data: [42, 33, 41, 29, 53, 60], label: 'Berlin', valueFormatter: mm },
          { data: [5, 4, 4, 1, 0.5, 0], label: 'Cairo', valueFormatter: mm },
        ]}
        slotProps={{ tooltip: { trigger } }}
        height={300}
      />
    </Stack>
  );
}
