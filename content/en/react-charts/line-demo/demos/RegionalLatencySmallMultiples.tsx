import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { clockTime, minutes, regions } from './latency-by-region';

// One scale for all three charts, so their heights compare.
const Y_MAX =
  Math.ceil(Math.max(...regions.flatMap((region) => region.data)) / 50) * 50;

export default function RegionalLatencySmallMultiples() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {regions.map((region) => (
        <Box key={region.id} sx={{ minWidth: 0 }}>
          <Typography
            variant="subtitle2"
            component="h3"
            sx={{ textAlign: 'center' }}
          >
            {region.label}
          </Typography>
          <LineChart
            xAxis={[
              {
                data: minutes,
                min: 0,
                max: 360,
                tickInterval: [0, 120, 240, 360],
                valueFormatter: clockTime,
              },
            ]}
            yAxis={[{ min: 0, max: Y_MAX, width: 40 }]}
            series={[
              {
                data: region.data,
                label: `${region.label} median`,
                showMark: false,
                color: '#455a64',
                valueFormatter: (value) => (value === null ? '' : `${value} ms`),
              },
            ]}
            grid={{ horizontal: true }}
            hideLegend
            height={200}
          />
        </Box>
      ))}
    </Box>
  );
}
