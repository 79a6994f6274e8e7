import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

export default function DiskUsageGauges() {
  return (
    <Stack direction="row" spacing={3} sx={{ justifyContent: 'center' }}>
      <Gauge value={68} width={140} height={140} aria-label="Disk usage, percent" />
      <Gauge
        value={68}
        startAngle={-90}
        endAngle={90}
        width={140}
        height={140}
        aria-label="Disk usage, percent, half circle"
      />
    </Stack>
  );
}
