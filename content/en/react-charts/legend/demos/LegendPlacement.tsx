import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PieChart } from '@mui/x-charts/PieChart';
import { type Direction } from '@mui/x-charts/ChartsLegend';
import { type Position } from '@mui/x-charts/models';
import { ratingColors, ratings } from './app-ratings';

type Vertical = NonNullable<Position['vertical']>;
type Horizontal = NonNullable<Position['horizontal']>;

export default function LegendPlacement() {
  const [direction, setDirection] = React.useState<Direction>('vertical');
  const [vertical, setVertical] = React.useState<Vertical>('middle');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('end');

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label="direction"
          value={direction}
          onChange={(event) => setDirection(event.target.value as Direction)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="horizontal">horizontal</MenuItem>
          <MenuItem value="vertical">vertical</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="position.vertical"
          value={vertical}
          onChange={(event) => setVertical(event.target.value as Vertical)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="top">top</MenuItem>
          <MenuItem value="middle">middle</MenuItem>
          <MenuItem value="bottom">bottom</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="position.horizontal"
          value={horizontal}
          onChange={(event) => setHorizontal(event.target.value as Horizontal)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="start">start</MenuItem>
          <MenuItem value="center">center</MenuItem>
          <MenuItem value="end">end</MenuItem>
        </TextField>
      </Stack>
      <PieChart
        height={240}
        colors={ratingColors}
        series={[{ data: ratings, innerRadius: 50, paddingAngle: 1 }]}
        slotProps={{ legend: { direction, position: { vertical, horizontal } } }}
      />
    </Stack>
  );
}
