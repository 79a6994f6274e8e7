import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StackOffsetType, StackOrderType } from '@mui/x-charts/models';

const stackOrders: StackOrderType[] = [
  'none',
  'reverse',
  'ascending',
  'descending',
  'appearance',
  'insideOut',
];
const stackOffsets: StackOffsetType[] = ['none', 'expand', 'silhouette', 'wiggle'];

const hours = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18];
const visitorsByZone = [
  { label: 'Reptiles', data: [40, 85, 130, 150, 120, 95, 110, 140, 125, 80, 30] },
  { label: 'Aquarium', data: [60, 120, 210, 260, 280, 240, 230, 250, 220, 150, 70] },
  { label: 'Savanna', data: [20, 60, 150, 230, 250, 270, 290, 260, 200, 120, 40] },
  { label: 'Petting zoo', data: [10, 35, 90, 140, 100, 160, 190, 170, 110, 50, 15] },
];

export default function StackOrderOffsetControls() {
  const [stackOrder, setStackOrder] = React.useState<StackOrderType>('none');
  const [stackOffset, setStackOffset] = React.useState<StackOffsetType>('none');

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ pt: 1, mb: 1 }}>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="line-stack-order-label">stackOrder</InputLabel>
          <Select
            labelId="line-stack-order-label"
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
          <InputLabel id="line-stack-offset-label">stackOffset</InputLabel>
          <Select
            labelId="line-stack-offset-label"
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
      <LineChart
        xAxis={[
          {
            data: hours,
            min: 8,
            max: 18,
            valueFormatter: (hour: number) => `${hour}:00`,
          },
        ]}
        yAxis={[
          {
            valueFormatter: (value: number) =>
              stackOffset === 'expand' ? `${Math.round(value * 100)}%` : `${value}`,
          },
        ]}
        series={visitorsByZone.map((zone, index) => ({
          ...zone,
          stack: 'visitors',
          area: true,
          showMark: false,
          // The first series of the stack carries the strategy.
          ...(index === 0 ? { stackOrder, stackOffset } : {}),
        }))}
        height={320}
      />
    </Box>
  );
}
