import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { quarters, salesByYear, years, type Year } from './regional-sales';

const euros = (value: number | null) => (value === null ? '' : `€${value}k`);

export default function YearSwitchBars() {
  const [year, setYear] = React.useState<Year>('2024');
  const sales = salesByYear[year];

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Year"
        value={year}
        onChange={(_event, next: Year | null) => next && setYear(next)}
      >
        {years.map((option) => (
          <ToggleButton key={option} value={option}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ min: 0, max: 700, valueFormatter: euros }]}
        series={[
          { id: 'north', data: sales.north, label: 'North', valueFormatter: euros },
          { id: 'south', data: sales.south, label: 'South', valueFormatter: euros },
        ]}
      />
    </Stack>
  );
}
