import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { months, rainfall } from './city-climate';

export default function ResponsiveOrFixed() {
  const [fixedWidth, setFixedWidth] = React.useState(false);
  const [parentWidth, setParentWidth] = React.useState(100);

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <FormControlLabel
          control={
            <Switch
              checked={fixedWidth}
              onChange={(event) => setFixedWidth(event.target.checked)}
            />
          }
          label="width={400}"
        />
        <Stack sx={{ flex: 1 }}>
          <Typography id="parent-width" variant="body2">
            Parent width: {parentWidth} %
          </Typography>
          <Slider
            aria-labelledby="parent-width"
            min={40}
            max={100}
            step={10}
            value={parentWidth}
            onChange={(_event, value) => setParentWidth(value as number)}
          />
        </Stack>
      </Stack>
      <Box
        sx={{
          width: `${parentWidth}%`,
          border: '1px dashed',
          borderColor: 'divider',
          overflow: 'hidden',
        }}
      >
        <ChartContainer
          width={fixedWidth ? 400 : undefined}
          height={240}
          xAxis={[{ scaleType: 'band', data: months }]}
          series={[{ type: 'bar', data: rainfall, label: 'Rainfall (mm)' }]}
        >
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartContainer>
      </Box>
    </Stack>
  );
}
