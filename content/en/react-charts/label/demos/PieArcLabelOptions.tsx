import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';
import { type DefaultizedPieValueType } from '@mui/x-charts/models';

/** Reviews of a to-do list app, by star rating. */
const ratings = [
  { id: 'five', value: 5412, label: '5 stars' },
  { id: 'four', value: 2187, label: '4 stars' },
  { id: 'three', value: 694, label: '3 stars' },
  { id: 'two', value: 311, label: '2 stars' },
  { id: 'one', value: 478, label: '1 star' },
];
const total = ratings.reduce((sum, { value }) => sum + value, 0);

type Mode = 'value' | 'formattedValue' | 'label' | 'percent';

const percentLabel = (item: Omit<DefaultizedPieValueType, 'label'>) =>
  `${((item.value / total) * 100).toFixed(1)}%`;

export default function PieArcLabelOptions() {
  const [mode, setMode] = React.useState<Mode>('percent');
  const [minAngle, setMinAngle] = React.useState(20);
  const [radius, setRadius] = React.useState(75);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <TextField
          select
          size="small"
          label="arcLabel"
          value={mode}
          onChange={(event) => setMode(event.target.value as Mode)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="value">'value'</MenuItem>
          <MenuItem value="formattedValue">'formattedValue'</MenuItem>
          <MenuItem value="label">'label'</MenuItem>
          <MenuItem value="percent">a function (percentage)</MenuItem>
        </TextField>
        <Stack sx={{ flex: 1 }}>
          <Typography id="arc-label-min-angle" variant="body2">
            arcLabelMinAngle: {minAngle}°
          </Typography>
          <Slider
            aria-labelledby="arc-label-min-angle"
            min={0}
            max={60}
            value={minAngle}
            onChange={(_event, value) => setMinAngle(value as number)}
          />
        </Stack>
        <Stack sx={{ flex: 1 }}>
          <Typography id="arc-label-radius" variant="body2">
            arcLabelRadius: {radius}%
          </Typography>
          <Slider
            aria-labelledby="arc-label-radius"
            min={40}
            max={100}
            value={radius}
            onChange={(_event, value) => setRadius(value as number)}
          />
        </Stack>
      </Stack>
      <PieChart
        height={280}
        series={[
          {
            data: ratings,
            arcLabel: mode === 'percent' ? percentLabel : mode,
            arcLabelMinAngle: minAngle,
            arcLabelRadius: `${radius}%`,
            innerRadius: 30,
            valueFormatter: ({ value }) =>
              `${value.toLocaleString('en-US')} reviews`,
          },
        ]}
        colors={['#1b5e20', '#2e7d32', '#f57f17', '#e65100', '#b71c1c']}
        sx={{ [`& .${pieArcLabelClasses.root}`]: { fill: '#fff', fontWeight: 600 } }}
      />
    </Stack>
  );
}
