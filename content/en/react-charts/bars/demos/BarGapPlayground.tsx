import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function BarGapPlayground() {
  const id = React.useId();
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.2);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ px: 2 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id={`${id}-category`} variant="body2">
            categoryGapRatio: {categoryGapRatio}
          </Typography>
          <Slider
            aria-labelledby={`${id}-category`}
            value={categoryGapRatio}
            min={0}
            max={1}
            step={0.1}
            onChange={(_event, value) => setCategoryGapRatio(value as number)}
          />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography id={`${id}-bar`} variant="body2">
            barGapRatio: {barGapRatio}
          </Typography>
          <Slider
            aria-labelledby={`${id}-bar`}
            value={barGapRatio}
            min={-1}
            max={1}
            step={0.1}
            onChange={(_event, value) => setBarGapRatio(value as number)}
          />
        </Box>
      </Stack>
      <BarChart
        xAxis={[
          { scaleType: 'band', data: quarters, categoryGapRatio, barGapRatio },
        ]}
        series={[
          { data: [31, 38, 42, 47], label: 'Subscriptions' },
          { data: [22, 19, 27, 33], label: 'One-off sales' },
          { data: [9, 12, 11, 15], label: 'Consulting' },
        ]}
        height={300}
      />
    </Box>
  );
}
