import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

/** Daily maximum temperature in Seville, 1 to 31 July, in °C. */
const days = Array.from({ length: 31 }, (_, index) => index + 1);
const maxima = [
  33.1, 34.8, 36.2, 37.9, 38.4, 36.1, 33.7, 31.2, 30.4, 32.9, 35.5, 38.8, 40.6, 41.3,
  39.7, 36.4, 34.2, 33.0, 34.6, 36.9, 38.1, 39.5, 40.2, 37.6, 35.1, 32.4, 31.8, 33.5,
  35.9, 37.2, 36.0,
];

type LabelPosition = 'start' | 'end' | 'extremes';

export default function ContinuousTemperatureLegend() {
  const [labelPosition, setLabelPosition] =
    React.useState<LabelPosition>('extremes');
  const [reverse, setReverse] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="labelPosition"
          value={labelPosition}
          onChange={(event) => setLabelPosition(event.target.value as LabelPosition)}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="start">start</MenuItem>
          <MenuItem value="end">end</MenuItem>
          <MenuItem value="extremes">extremes</MenuItem>
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={reverse}
              onChange={(event) => setReverse(event.target.checked)}
            />
          }
          label="reverse"
        />
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: days, label: 'July' }]}
        yAxis={[
          {
            valueFormatter: (value: number) => `${value} °C`,
            colorMap: {
              type: 'continuous',
              min: 30,
              max: 42,
              color: ['#fdd835', '#b71c1c'],
            },
          },
        ]}
        series={[
          { data: maxima, label: 'Daily maximum', valueFormatter: (v) => `${v} °C` },
        ]}
        slots={{ legend: ContinuousColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'y',
            labelPosition,
            reverse,
            minLabel: ({ formattedValue }) => formattedValue,
            maxLabel: ({ formattedValue }) => `${formattedValue} and above`,
          },
        }}
      />
    </Stack>
  );
}
