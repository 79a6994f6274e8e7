import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

/** Quarterly revenue by region, in millions of dollars. */
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const regions = [
  { label: 'Americas', data: [4.2, 4.6, 5.1, 6.3] },
  { label: 'Europe', data: [3.1, 3.3, 3.0, 3.9] },
  { label: 'Asia-Pacific', data: [2.4, 2.9, 3.4, 3.8] },
];

export default function BandGaps() {
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.2);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <Stack sx={{ flex: 1 }}>
          <Typography id="category-gap-ratio" variant="body2">
            categoryGapRatio: {categoryGapRatio.toFixed(2)}
          </Typography>
          <Slider
            aria-labelledby="category-gap-ratio"
            min={0}
            max={0.8}
            step={0.05}
            value={categoryGapRatio}
            onChange={(_event, value) => setCategoryGapRatio(value as number)}
          />
        </Stack>
        <Stack sx={{ flex: 1 }}>
          <Typography id="bar-gap-ratio" variant="body2">
            barGapRatio: {barGapRatio.toFixed(2)}
          </Typography>
          <Slider
            aria-labelledby="bar-gap-ratio"
            min={0}
            max={0.8}
            step={0.05}
            value={barGapRatio}
            onChange={(_event, value) => setBarGapRatio(value as number)}
          />
        </Stack>
      </Stack>
      <BarChart
        height={300}
        xAxis={[
          { scaleType: 'band', data: quarters, categoryGapRatio, barGapRatio },
        ]}
        yAxis={[{ valueFormatter: (value: number) => `$${value}M` }]}
        series={regions.map((region) => ({
          ...region,
          valueFormatter: (value: number | null) => `$${value}M`,
        }))}
      />
    </Stack>
  );
}
