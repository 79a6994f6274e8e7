import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const orders = [
  { id: 'web', value: 412, label: 'Web shop' },
  { id: 'app', value: 288, label: 'Mobile app' },
  { id: 'phone', value: 96, label: 'Phone' },
  { id: 'store', value: 174, label: 'In store' },
];

type ShapeKey =
  | 'innerRadius'
  | 'outerRadius'
  | 'paddingAngle'
  | 'cornerRadius'
  | 'startAngle'
  | 'endAngle';

const controls: { key: ShapeKey; label: string; min: number; max: number }[] = [
  { key: 'innerRadius', label: 'Inner radius (px)', min: 0, max: 100 },
  { key: 'outerRadius', label: 'Outer radius (px)', min: 50, max: 110 },
  { key: 'paddingAngle', label: 'Padding angle (deg)', min: 0, max: 10 },
  { key: 'cornerRadius', label: 'Corner radius (px)', min: 0, max: 20 },
  { key: 'startAngle', label: 'Start angle (deg)', min: -180, max: 180 },
  { key: 'endAngle', label: 'End angle (deg)', min: -180, max: 360 },
];

export default function PieShapePlayground() {
  const [shape, setShape] = React.useState<Record<ShapeKey, number>>({
    innerRadius: 40,
    outerRadius: 100,
    paddingAngle: 2,
    cornerRadius: 6,
    startAngle: 0,
    endAngle: 360,
  });

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <PieChart series={[{ data: orders, ...shape }]} height={260} hideLegend />
      </Box>
      <Stack spacing={0.5} sx={{ width: { md: 260 } }}>
        {controls.map((control) => (
          <Box key={control.key}>
            <Typography id={`pie-shape-${control.key}`} variant="body2">
              {control.label}: {shape[control.key]}
            </Typography>
            <Slider
              size="small"
              min={control.min}
              max={control.max}
              value={shape[control.key]}
              onChange={(_event, value) =>
                setShape((previous) => ({
                  ...previous,
                  [control.key]: value as number,
                }))
              }
              aria-labelledby={`pie-shape-${control.key}`}
            />
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
