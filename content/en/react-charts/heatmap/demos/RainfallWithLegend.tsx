import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { cities, months, rainfallCells } from './rainfall-by-city';

// One colour function, used by the chart and by the legend drawn beside it.
const MIN = 0;
const MAX = 300;
function sandToOcean(t: number) {
  const clamped = Math.min(1, Math.max(0, t));
  return `hsl(${45 + clamped * 170} 70% ${90 - clamped * 62}%)`;
}

const gradientStops = [0, 0.25, 0.5, 0.75, 1].map(
  (t) => `${sandToOcean(t)} ${t * 100}%`,
);
const legendTicks = [0, 100, 200, 300];

function RainfallLegend() {
  return (
    <Box sx={{ width: 260 }}>
      <Typography variant="caption" component="p" id="rainfall-legend-title">
        Monthly rainfall (mm)
      </Typography>
      <Box
        role="img"
        aria-labelledby="rainfall-legend-title"
        sx={{
          height: 12,
          borderRadius: 1,
          background: `linear-gradient(to right, ${gradientStops.join(', ')})`,
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        {legendTicks.map((tick) => (
          <Typography key={tick} variant="caption" color="text.secondary">
            {tick === MAX ? `${tick}+` : tick}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

export default function RainfallWithLegend() {
  return (
    <Stack spacing={1} alignItems="flex-end" sx={{ width: '100%' }}>
      <RainfallLegend />
      <Heatmap
        xAxis={[{ data: months }]}
        yAxis={[{ data: cities, width: 80 }]}
        series={[
          {
            data: rainfallCells,
            label: 'Rainfall',
            valueFormatter: (cell) => `${cell[2]} mm`,
          },
        ]}
        zAxis={[
          {
            colorMap: { type: 'continuous', min: MIN, max: MAX, color: sandToOcean },
          },
        ]}
        height={300}
      />
    </Stack>
  );
}
