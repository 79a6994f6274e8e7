import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { type StackOffsetType } from '@mui/x-charts/models';

// Monthly profit of three product lines of a coffee roaster, in thousands of dollars.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const profits = {
  beans: [14, 12, 15, 17, 16, 18],
  machines: [9, 7, 11, 6, 8, 10],
  courses: [4, 5, 3, 6, 5, 4],
};
// The same months after a product recall: machines and courses lose money.
const withLosses = {
  beans: [14, 12, 15, 17, 16, 18],
  machines: [9, -6, -11, 3, -4, 10],
  courses: [4, -3, 3, -5, 5, 4],
};

const offsets: StackOffsetType[] = ['none', 'diverging', 'expand'];

export default function StackOffsetPlayground() {
  const [offset, setOffset] = React.useState<StackOffsetType>('diverging');
  const [losses, setLosses] = React.useState(false);
  const data = losses ? withLosses : profits;

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <ToggleButtonGroup
          value={offset}
          exclusive
          size="small"
          aria-label="Stack offset"
          onChange={(_event, value: StackOffsetType | null) =>
            value && setOffset(value)
          }
        >
          {offsets.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={losses}
              onChange={(event) => setLosses(event.target.checked)}
            />
          }
          label="Months with losses"
        />
      </Stack>
      <BarChart
        xAxis={[{ data: months }]}
        series={[
          { data: data.beans, label: 'Beans', stack: 'profit', stackOffset: offset },
          { data: data.machines, label: 'Machines', stack: 'profit' },
          { data: data.courses, label: 'Courses', stack: 'profit' },
        ]}
        height={300}
      />
    </Stack>
  );
}
