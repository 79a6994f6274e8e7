import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

// A drone battery: 14 of 26 minutes of flight left.
const minutesLeft = 14;
const minutesFull = 26;

export default function BatteryGaugeLabel() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Gauge
        value={minutesLeft}
        valueMax={minutesFull}
        text={({ value }) => `${value} min`}
        width={120}
        height={120}
        aria-labelledby="drone-battery-label"
        aria-valuetext={`${minutesLeft} minutes of flight left, ${Math.round((minutesLeft / minutesFull) * 100)}%`}
      />
      <Typography id="drone-battery-label" variant="subtitle1" component="h3">
        Flight time left
      </Typography>
    </Stack>
  );
}
