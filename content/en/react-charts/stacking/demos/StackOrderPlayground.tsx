import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { type StackOrderType } from '@mui/x-charts/models';

// Orders a café serves in each two-hour slot of a weekday, by product. Each product peaks
// at its own time of day, and their totals differ widely.
const slots = ['07–09', '09–11', '11–13', '13–15', '15–17', '17–19'];
const products = [
  { id: 'cake', label: 'Cake', data: [0, 6, 12, 29, 52, 17] },
  { id: 'coffee', label: 'Coffee', data: [142, 96, 58, 71, 64, 22] },
  { id: 'pastries', label: 'Pastries', data: [61, 74, 30, 22, 35, 8] },
  { id: 'sandwiches', label: 'Sandwiches', data: [6, 22, 128, 71, 18, 15] },
  { id: 'smoothies', label: 'Smoothies', data: [9, 14, 26, 38, 31, 11] },
  { id: 'wine', label: 'Wine', data: [0, 0, 3, 5, 14, 47] },
];

const orders: StackOrderType[] = [
  'none',
  'reverse',
  'appearance',
  'ascending',
  'descending',
  'insideOut',
];

const orderCount = (value: number | null) =>
  value === null ? '' : `${value} orders`;

export default function StackOrderPlayground() {
  const [order, setOrder] = React.useState<StackOrderType>('none');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="stackOrder"
        value={order}
        onChange={(event) => setOrder(event.target.value as StackOrderType)}
        sx={{ width: 200 }}
      >
        {orders.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <BarChart
        xAxis={[{ data: slots, label: 'Time of day' }]}
        yAxis={[{ label: 'Orders' }]}
        series={products.map((product) => ({
          ...product,
          stack: 'orders',
          stackOrder: order,
          valueFormatter: orderCount,
        }))}
        height={320}
      />
    </Stack>
  );
}
