import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Unstable_RadarChart as RadarChart } from '@mui/x-charts/RadarChart';

// Hours of sunshine a day in a coastal town, by month (January at the top).
const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const sunshine = [4.8, 5.9, 6.7, 8.4, 9.6, 10.8, 11.6, 10.9, 8.7, 6.8, 5.1, 4.4];

export default function RadarGridOptions() {
  const [shape, setShape] = React.useState<'sharp' | 'circular'>('circular');
  const [divisions, setDivisions] = React.useState(4);
  const [startAngle, setStartAngle] = React.useState(0);
  const [stripes, setStripes] = React.useState(true);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <Stack spacing={1} sx={{ width: { md: 240 } }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shape}
          onChange={(_event, next: 'sharp' | 'circular' | null) =>
            next && setShape(next)
          }
          aria-label="Grid shape"
        >
          <ToggleButton value="sharp">sharp</ToggleButton>
          <ToggleButton value="circular">circular</ToggleButton>
        </ToggleButtonGroup>
        <Box>
          <Typography id="radar-divisions" variant="body2">
            divisions: {divisions}
          </Typography>
          <Slider
            size="small"
            min={1}
            max={10}
            value={divisions}
            onChange={(_event, value) => setDivisions(value as number)}
            aria-labelledby="radar-divisions"
          />
        </Box>
        <Box>
          <Typography id="radar-start-angle" variant="body2">
            startAngle: {startAngle}°
          </Typography>
          <Slider
            size="small"
            min={-180}
            max={180}
            step={15}
            value={startAngle}
            onChange={(_event, value) => setStartAngle(value as number)}
            aria-labelledby="radar-start-angle"
          />
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={stripes}
              onChange={(event) => setStripes(event.target.checked)}
            />
          }
          label="Stripes"
        />
      </Stack>
      <Box sx={{ flex: 1 }}>
        <RadarChart
          height={320}
          shape={shape}
          divisions={divisions}
          // `undefined` keeps the default stripes; `null` removes them.
          stripeColor={stripes ? undefined : null}
          series={[
            {
              label: 'Sunshine (h/day)',
              data: sunshine,
              fillArea: true,
              valueFormatter: (value) => `${value} h`,
            },
          ]}
          radar={{ max: 12, startAngle, metrics: months }}
        />
      </Box>
    </Stack>
  );
}
