import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

export default function OvenTemperatureRange() {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography id="oven-temperature" variant="body2" color="text.secondary">
        Oven temperature (50 to 250 °C)
      </Typography>
      <Gauge
        value={180}
        valueMin={50}
        valueMax={250}
        startAngle={-120}
        endAngle={120}
        text={({ value }) => `${value} °C`}
        height={180}
        aria-labelledby="oven-temperature"
      />
    </Box>
  );
}
