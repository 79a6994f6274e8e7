import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { readingTimes, temperatures } from './greenhouse-readings';

const HOUR = 60 * 60 * 1000;

const stepOptions = [
  { value: 0, label: 'not set' },
  { value: 6 * HOUR, label: '6 hours' },
  { value: 12 * HOUR, label: '12 hours' },
  { value: 24 * HOUR, label: '1 day' },
];

export default function TickDensity() {
  const [minStep, setMinStep] = React.useState(24 * HOUR);
  const [tickNumber, setTickNumber] = React.useState(5);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <TextField
          select
          size="small"
          label="x-axis tickMinStep"
          value={minStep}
          onChange={(event) => setMinStep(Number(event.target.value))}
          sx={{ minWidth: 180 }}
        >
          {stepOptions.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <Stack sx={{ flex: 1 }}>
          <Typography id="y-tick-number" variant="body2">
            y-axis tickNumber: {tickNumber}
          </Typography>
          <Slider
            aria-labelledby="y-tick-number"
            min={2}
            max={12}
            value={tickNumber}
            onChange={(_event, value) => setTickNumber(value as number)}
          />
        </Stack>
      </Stack>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'time',
            data: readingTimes,
            ...(minStep > 0 ? { tickMinStep: minStep } : {}),
          },
        ]}
        yAxis={[{ tickNumber, valueFormatter: (value: number) => `${value} °C` }]}
        series={[
          {
            data: temperatures,
            label: 'Air temperature',
            showMark: false,
            valueFormatter: (value) => `${value} °C`,
          },
        ]}
      />
    </Stack>
  );
}
