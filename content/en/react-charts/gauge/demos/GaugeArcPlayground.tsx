import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

type ArcKey =
  | 'startAngle'
  | 'endAngle'
  | 'innerRadius'
  | 'outerRadius'
  | 'cornerRadius';

const controls: {
  key: ArcKey;
  label: string;
  min: number;
  max: number;
  unit: string;
}[] = [
  { key: 'startAngle', label: 'startAngle', min: -360, max: 360, unit: '°' },
  { key: 'endAngle', label: 'endAngle', min: -360, max: 360, unit: '°' },
  { key: 'innerRadius', label: 'innerRadius', min: 0, max: 100, unit: '%' },
  { key: 'outerRadius', label: 'outerRadius', min: 0, max: 100, unit: '%' },
  { key: 'cornerRadius', label: 'cornerRadius', min: 0, max: 50, unit: '%' },
];

export default function GaugeArcPlayground() {
  const [arc, setArc] = React.useState<Record<ArcKey, number>>({
    startAngle: -110,
    endAngle: 110,
    innerRadius: 75,
    outerRadius: 100,
    cornerRadius: 50,
  });

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <Box sx={{ flex: 1 }}>
        <Gauge
          value={42}
          startAngle={arc.startAngle}
          endAngle={arc.endAngle}
          innerRadius={`${arc.innerRadius}%`}
          outerRadius={`${arc.outerRadius}%`}
          cornerRadius={`${arc.cornerRadius}%`}
          height={220}
          aria-label="Example gauge"
        />
      </Box>
      <Stack spacing={0.5} sx={{ width: { md: 260 } }}>
        {controls.map((control) => (
          <Box key={control.key}>
            <Typography id={`gauge-arc-${control.key}`} variant="body2">
              {control.label}: {arc[control.key]}
              {control.unit}
            </Typography>
            <Slider
              size="small"
              min={control.min}
              max={control.max}
              value={arc[control.key]}
              onChange={(_event, value) =>
                setArc((previous) => ({
                  ...previous,
                  [control.key]: value as number,
                }))
              }
              aria-labelledby={`gauge-arc-${control.key}`}
            />
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
