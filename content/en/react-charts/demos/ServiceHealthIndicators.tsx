import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const responseTimes = [182, 175, 190, 210, 205, 188, 171, 166, 174, 169, 158, 162];
const errorsPerHour = [3, 1, 0, 4, 2, 6, 2, 1, 0, 0, 1, 2];

export default function ServiceHealthIndicators() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <Gauge
          value={99.2}
          valueMin={95}
          valueMax={100}
          startAngle={-110}
          endAngle={110}
          text={({ value }) => `${value}%`}
          width={160}
          height={120}
        />
        <Typography variant="body2" color="text.secondary">
          Uptime this month
        </Typography>
      </Box>
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            Response time (ms), last 12 hours
          </Typography>
          <SparkLineChart
            data={responseTimes}
            yAxis={{ min: 140, max: 220 }}
            height={48}
            area
            showTooltip
            showHighlight
          />
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            Errors per hour
          </Typography>
          <SparkLineChart
            data={errorsPerHour}
            plotType="bar"
            height={48}
            showTooltip
            color={(mode) => (mode === 'dark' ? '#ef9a9a' : '#c62828')}
          />
        </Box>
      </Stack>
    </Stack>
  );
}
