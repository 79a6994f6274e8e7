import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { type ChartsAxisHighlightType } from '@mui/x-charts/ChartsAxisHighlight';

// Visitors of a museum per hour on an average Saturday.
const hours = [
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
];
const visitors = [310, 520, 640, 580, 720, 760, 590, 340];

const xOptions: ChartsAxisHighlightType[] = ['band', 'line', 'none'];
const yOptions: ChartsAxisHighlightType[] = ['none', 'line'];

export default function AxisHighlightOptions() {
  const [x, setX] = React.useState<ChartsAxisHighlightType>('band');
  const [y, setY] = React.useState<ChartsAxisHighlightType>('line');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="x"
          value={x}
          onChange={(event) => setX(event.target.value as ChartsAxisHighlightType)}
          sx={{ width: 120 }}
        >
          {xOptions.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="y"
          value={y}
          onChange={(event) => setY(event.target.value as ChartsAxisHighlightType)}
          sx={{ width: 120 }}
        >
          {yOptions.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        xAxis={[{ data: hours }]}
        series={[{ data: visitors, label: 'Visitors' }]}
        axisHighlight={{ x, y }}
        slotProps={{ tooltip: { trigger: 'axis' } }}
        hideLegend
        height={300}
      />
    </Stack>
  );
}
