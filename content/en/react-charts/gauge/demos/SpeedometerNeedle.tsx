import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import {
  GaugeContainer,
  GaugeReferenceArc,
  GaugeValueArc,
  useGaugeState,
} from '@mui/x-charts/Gauge';

// A needle from the centre to the value and a speed label, drawn from the gauge's state.
function GaugeNeedle() {
  const theme = useTheme();
  const { value, valueAngle, outerRadius, innerRadius, cx, cy } = useGaugeState();
  if (valueAngle === null) {
    return null;
  }
  // Angles are in radians, clockwise from 12 o'clock.
  const length = (innerRadius + outerRadius) / 2;
  const tipX = cx + length * Math.sin(valueAngle);
  const tipY = cy - length * Math.cos(valueAngle);
  return (
    <g
      data-testid="gauge-needle"
      data-tip={`${Math.round(tipX)},${Math.round(tipY)}`}
    >
      <line
        x1={cx}
        y1={cy}
        x2={tipX}
        y2={tipY}
        stroke={theme.palette.error.main}
        strokeWidth={3}
        strokeLinecap="round"
      />
      <circle cx={cx} cy={cy} r={6} fill={theme.palette.error.main} />
      <text
        x={cx}
        y={cy + 45}
        textAnchor="middle"
        fontSize={20}
        fill={theme.palette.text.primary}
      >
        {value} km/h
      </text>
    </g>
  );
}

const speeds = [0, 35, 50, 90, 130];

export default function SpeedometerNeedle() {
  const [speed, setSpeed] = React.useState(50);

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: '100%', maxWidth: 320 }}>
        <GaugeContainer
          value={speed}
          valueMax={160}
          startAngle={-120}
          endAngle={120}
          innerRadius="78%"
          height={220}
          aria-label="Speed"
          aria-valuetext={`${speed} km/h`}
        >
          <GaugeReferenceArc />
          <GaugeValueArc />
          <GaugeNeedle />
        </GaugeContainer>
      </Box>
      <Stack direction="row" spacing={1} role="group" aria-label="Set the speed">
        {speeds.map((value) => (
          <Button
            key={value}
            size="small"
            variant={value === speed ? 'contained' : 'outlined'}
            onClick={() => setSpeed(value)}
          >
            {value}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
