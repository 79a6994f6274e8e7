import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

/** Net change in a store's stock of winter coats, per week, in units. */
const weeks = Array.from({ length: 12 }, (_, index) => `W${index + 40}`);
const stockChange = [37, 52, 18, -9, -23, -41, -17, 64, 88, 12, -36, -57];

type Option = 'nice' | 'strict' | 'function';

/** Symmetric around zero, and rounded up to the next 25 units. */
const symmetric = (min: number, max: number) => {
  const extent = Math.ceil(Math.max(Math.abs(min), Math.abs(max)) / 25) * 25;
  return { min: -extent, max: extent };
};

export default function DomainLimitOptions() {
  const [option, setOption] = React.useState<Option>('nice');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="y-axis domainLimit"
        value={option}
        onChange={(_event, next: Option | null) => next && setOption(next)}
      >
        <ToggleButton value="nice">'nice'</ToggleButton>
        <ToggleButton value="strict">'strict'</ToggleButton>
        <ToggleButton value="function">symmetric function</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: weeks }]}
        yAxis={[{ domainLimit: option === 'function' ? symmetric : option }]}
        series={[{ data: stockChange, label: 'Stock change (units)' }]}
        grid={{ horizontal: true }}
      />
    </Stack>
  );
}
