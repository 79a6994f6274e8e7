import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Daily sign-ups of a newsletter over two weeks.
const signUps = [34, 41, 38, 52, 47, 29, 25, 44, 58, 61, 55, 49, 31, 28];

export default function BasicLineAndBarSparklines() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Sign-ups, line
        </Typography>
        <SparkLineChart data={signUps} height={60} />
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Sign-ups, bars
        </Typography>
        <SparkLineChart plotType="bar" data={signUps} height={60} />
      </Box>
    </Stack>
  );
}
