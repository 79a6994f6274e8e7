import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { days, formatDay, formatTick, highs, lows } from './station-temperatures';

interface LabelledSliderProps {
  id: string;
  label: string;
  value: number | number[];
  min: number;
  max: number;
  onChange: (value: number | number[]) => void;
}

function LabelledSlider({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: LabelledSliderProps) {
  return (
    <Box sx={{ flex: '1 1 200px', px: 1.5 }}>
      <Typography id={id} variant="body2">
        {label}: {Array.isArray(value) ? value.join('–') : value}
      </Typography>
      <Slider
        value={value}
        min={min}
        max={max}
        size="small"
        {...(Array.isArray(value)
          ? {
              getAriaLabel: (index: number) => (index === 0 ? 'minStart' : 'maxEnd'),
            }
          : { 'aria-labelledby': id })}
        onChange={(_, next) => onChange(next)}
      />
    </Box>
  );
}

export default function ZoomOptionsPlayground() {
  const [limits, setLimits] = React.useState([0, 100]);
  const [minSpan, setMinSpan] = React.useState(10);
  const [maxSpan, setMaxSpan] = React.useState(100);
  const [step, setStep] = React.useState(5);
  const [panning, setPanning] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        flexWrap="wrap"
      >
        <LabelledSlider
          id="zoom-limits"
          label="minStart–maxEnd"
          value={limits}
          min={0}
          max={100}
          onChange={(next) => setLimits(next as number[])}
        />
        <LabelledSlider
          id="zoom-min-span"
          label="minSpan"
          value={minSpan}
          min={1}
          max={100}
          onChange={(next) => setMinSpan(next as number)}
        />
        <LabelledSlider
          id="zoom-max-span"
          label="maxSpan"
          value={maxSpan}
          min={1}
          max={100}
          onChange={(next) => setMaxSpan(next as number)}
        />
        <LabelledSlider
          id="zoom-step"
          label="step"
          value={step}
          min={1}
          max={25}
          onChange={(next) => setStep(next as number)}
        />
        <FormControlLabel
          control={
            <Switch
              checked={panning}
              onChange={(event) => setPanning(event.target.checked)}
            />
          }
          label="panning"
        />
      </Stack>
      <LineChartPro
        xAxis={[
          {
            id: 'days',
            data: days,
            scaleType: 'utc',
            zoom: {
              minStart: limits[0],
              maxEnd: limits[1],
              minSpan,
              maxSpan,
              step,
              panning,
            },
            valueFormatter: (date: Date, context) =>
              context.location === 'tick' ? formatTick(date) : formatDay(date),
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[
          { data: highs, label: 'High (°C)', showMark: false },
          { data: lows, label: 'Low (°C)', showMark: false },
        ]}
        height={300}
      />
    </Stack>
  );
}
