import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Visitors of a museum's website by country, one week.
const countries = [
  { id: 'fr', value: 4210, label: 'France' },
  { id: 'de', value: 2380, label: 'Germany' },
  { id: 'uk', value: 1745, label: 'UK' },
  { id: 'es', value: 860, label: 'Spain' },
  { id: 'it', value: 520, label: 'Italy' },
  { id: 'be', value: 310, label: 'Belgium' },
  { id: 'ch', value: 140, label: 'Switzerland' },
];

export default function ArcLabelMinAngle() {
  const [minAngle, setMinAngle] = React.useState(20);

  return (
    <Box>
      <Typography id="arc-label-min-angle" variant="body2">
        arcLabelMinAngle: {minAngle}°
      </Typography>
      <Slider
        size="small"
        min={0}
        max={60}
        value={minAngle}
        onChange={(_event, value) => setMinAngle(value as number)}
        aria-labelledby="arc-label-min-angle"
        sx={{ maxWidth: 320 }}
      />
      <PieChart
        series={[
          {
            data: countries,
            arcLabel: 'label',
            arcLabelMinAngle: minAngle,
            arcLabelRadius: '70%',
          },
        ]}
        height={260}
        hideLegend
      />
    </Box>
  );
}
