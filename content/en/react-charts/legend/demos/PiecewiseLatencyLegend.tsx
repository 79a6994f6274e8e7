import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  PiecewiseColorLegend,
  type PiecewiseLabelFormatterParams,
} from '@mui/x-charts/ChartsLegend';

/** p95 response time of a checkout service over two weeks of April, in ms. */
const days = Array.from({ length: 14 }, (_, index) => `Apr ${index + 1}`);
const p95 = [168, 182, 176, 241, 389, 512, 197, 171, 163, 224, 618, 447, 205, 186];

type MarkType = 'square' | 'circle' | 'line';

function bandLabel({ min, max }: PiecewiseLabelFormatterParams) {
  if (min === null) {
    return `Fast: under ${max} ms`;
  }
  if (max === null) {
    return `Breach: ${min} ms or more`;
  }
  return `Slow: ${min}–${max} ms`;
}

export default function PiecewiseLatencyLegend() {
  const [markType, setMarkType] = React.useState<MarkType>('square');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Legend mark shape"
        value={markType}
        onChange={(_event, next: MarkType | null) => next && setMarkType(next)}
      >
        <ToggleButton value="square">square</ToggleButton>
        <ToggleButton value="circle">circle</ToggleButton>
        <ToggleButton value="line">line</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[
          {
            width: 55,
            valueFormatter: (value: number) => `${value} ms`,
            colorMap: {
              type: 'piecewise',
              thresholds: [200, 500],
              colors: ['#2e7d32', '#ef6c00', '#c62828'],
            },
          },
        ]}
        series={[{ data: p95, label: 'p95', valueFormatter: (v) => `${v} ms` }]}
        slots={{ legend: PiecewiseColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'y',
            markType,
            labelPosition: 'end',
            labelFormatter: bandLabel,
          },
        }}
      />
    </Stack>
  );
}
