import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';
import { labelMarkClasses } from '@mui/x-charts/ChartsLabel';
import { generation, gwh, months } from './energy-mix';

export default function LegendStyling() {
  const [fontSize, setFontSize] = React.useState(14);
  const [gap, setGap] = React.useState(24);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <Stack sx={{ flex: 1 }}>
          <Typography id="legend-font-size" variant="body2">
            Label size: {fontSize}px
          </Typography>
          <Slider
            aria-labelledby="legend-font-size"
            min={10}
            max={20}
            value={fontSize}
            onChange={(_event, value) => setFontSize(value as number)}
          />
        </Stack>
        <Stack sx={{ flex: 1 }}>
          <Typography id="legend-gap" variant="body2">
            Space between items: {gap}px
          </Typography>
          <Slider
            aria-labelledby="legend-gap"
            min={4}
            max={48}
            value={gap}
            onChange={(_event, value) => setGap(value as number)}
          />
        </Stack>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months.slice(0, 6) }]}
        yAxis={[{ width: 50 }]}
        series={[
          {
            data: generation.solar.slice(0, 6),
            label: 'Solar',
            valueFormatter: gwh,
          },
          { data: generation.wind.slice(0, 6), label: 'Wind', valueFormatter: gwh },
          {
            data: generation.hydro.slice(0, 6),
            label: 'Hydro',
            valueFormatter: gwh,
          },
        ]}
        slotProps={{
          legend: {
            sx: {
              gap: `${gap}px`,
              fontSize,
              [`& .${legendClasses.label}`]: { fontWeight: 600 },
              [`& .${legendClasses.mark}.${labelMarkClasses.root}`]: {
                width: fontSize,
                height: fontSize,
                borderRadius: '50%',
              },
            },
          },
        }}
      />
    </Stack>
  );
}
