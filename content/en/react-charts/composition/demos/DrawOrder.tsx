import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { months, rainfall } from './city-climate';

export default function DrawOrder() {
  const [lineOnTop, setLineOnTop] = React.useState(true);

  const averageLine = (
    <ChartsReferenceLine
      y={43}
      label="Monthly average: 43 mm"
      labelAlign="end"
      lineStyle={{ stroke: '#37474f', strokeWidth: 2 }}
    />
  );

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={lineOnTop}
            onChange={(event) => setLineOnTop(event.target.checked)}
          />
        }
        label="Render the reference line after the bars"
      />
      <ChartContainer
        height={280}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[{ type: 'bar', data: rainfall, color: '#81d4fa' }]}
      >
        {lineOnTop ? null : averageLine}
        <BarPlot />
        {lineOnTop ? averageLine : null}
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartContainer>
    </Stack>
  );
}
