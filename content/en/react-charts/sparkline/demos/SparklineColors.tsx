import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Weekly active users of two products, in thousands.
const growing = [18, 19, 21, 22, 22, 25, 27, 30, 31, 34];
const shrinking = [42, 41, 41, 39, 37, 37, 35, 33, 32, 30];

export default function SparklineColors() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="body2" color="text.secondary">
          A fixed colour
        </Typography>
        <SparkLineChart data={growing} color="#2e7d32" area height={60} />
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography variant="body2" color="text.secondary">
          A colour for each mode
        </Typography>
        <SparkLineChart
          data={shrinking}
          color={(mode) => (mode === 'dark' ? '#ff8a80' : '#b71c1c')}
          area
          height={60}
        />
      </Box>
    </Stack>
  );
}
