import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';

/** Orders placed on an online grocery store, per hour from 08:00 to 20:00. */
const hours = [
  '08',
  '09',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
];
const ordersPerHour = [84, 131, 162, 178, 214, 196, 151, 139, 168, 227, 263, 241];

type TickPlacementOption = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacementOption = 'middle' | 'tick';

export default function TickPlacement() {
  const [tickPlacement, setTickPlacement] =
    React.useState<TickPlacementOption>('start');
  const [tickLabelPlacement, setTickLabelPlacement] =
    React.useState<TickLabelPlacementOption>('tick');

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label="tickPlacement"
          value={tickPlacement}
          onChange={(event) =>
            setTickPlacement(event.target.value as TickPlacementOption)
          }
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="start">start</MenuItem>
          <MenuItem value="middle">middle</MenuItem>
          <MenuItem value="end">end</MenuItem>
          <MenuItem value="extremities">extremities</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="tickLabelPlacement"
          value={tickLabelPlacement}
          onChange={(event) =>
            setTickLabelPlacement(event.target.value as TickLabelPlacementOption)
          }
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="middle">middle</MenuItem>
          <MenuItem value="tick">tick</MenuItem>
        </TextField>
      </Stack>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: hours,
            categoryGapRatio: 0.05,
            tickPlacement,
            tickLabelPlacement,
            valueFormatter: (hour: string) => `${hour}:00`,
          },
        ]}
        series={[{ data: ordersPerHour, label: 'Orders' }]}
      />
    </Stack>
  );
}
