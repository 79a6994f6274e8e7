import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOffsetType, StackOrderType } from '@mui/x-charts/models';

const stackOrders: StackOrderType[] = [
  'none',
  'reverse',
  'ascending',
  'descending',
  'appearance',
  'insideOut',
];
const stackOffsets: StackOffsetType[] = ['diverging', 'none', 'expand'];

const channels = ['Web', 'App', 'Phone', 'Store'];

export default function StackStrategyControls() {
  const [stackOrder, setStackOrder] = React.useState<StackOrderType>('none');
  const [stackOffset, setStackOffset] = React.useState<StackOffsetType>('diverging');

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ pt: 1, mb: 1 }}>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="stack-order-label">stackOrder</InputLabel>
          <Select
            labelId="stack-order-label"
            label="stackOrder"
            value={stackOrder}
            onChange={(event) => setStackOrder(event.target.value as StackOrderType)}
          >
            {stackOrders.map((order) => (
              <MenuItem key={order} value={order}>
                {order}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="stack-offset-label">stackOffset</InputLabel>
          <Select
            labelId="stack-offset-label"
            label="stackOffset"
            value={stackOffset}
            onChange={(event) =>
              setStackOffset(event.target.value as StackOffsetType)
            }
          >
            {stackOffsets.map((offset) => (
              <MenuItem key={offset} value={offset}>
                {offset}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <BarChart
        xAxis={[{ scaleType: 'band', data: channels }]}
        yAxis={[
          {
            valueFormatter: (value: number) =>
              stackOffset === 'expand' ? `${Math.round(value * 100)}%` : `${value}`,
          },
        ]}
        series={[
          // The strategy is set on the first series of the stack.
          {
            data: [120, 95, 30, 60],
            label: 'New customers',
            stack: 'orders',
            stackOrder,
            stackOffset,
          },
          { data: [340, 410, 45, 150], label: 'Returning', stack: 'orders' },
          { data: [60, 20, 25, 90], label: 'Business', stack: 'orders' },
        ]}
        height={320}
      />
    </Box>
  );
}
