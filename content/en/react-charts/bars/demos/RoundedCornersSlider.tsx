import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5'];

export default function RoundedCornersSlider() {
  const id = React.useId();
  const [borderRadius, setBorderRadius] = React.useState(8);

  return (
    <Box>
      <Box sx={{ maxWidth: 320, px: 2 }}>
        <Typography id={id} variant="body2">
          borderRadius: {borderRadius}px
        </Typography>
        <Slider
          aria-labelledby={id}
          value={borderRadius}
          min={0}
          max={20}
          onChange={(_event, value) => setBorderRadius(value as number)}
        />
      </Box>
      <BarChart
        xAxis={[{ scaleType: 'band', data: weeks }]}
        series={[
          { data: [4, 6, 3, 5, 7], label: 'Cycling (h)', stack: 'training' },
          { data: [2, 3, 2, 4, 3], label: 'Running (h)', stack: 'training' },
          { data: [-1.5, -0.5, -3, -1, 0.5], label: 'Versus plan (h)' },
        ]}
        borderRadius={borderRadius}
        height={300}
      />
    </Box>
  );
}
