import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const QUOTA_GB = 500;
const days = Array.from({ length: 30 }, (_, index) => index + 1);
// Storage used by a team's shared drive over the last 30 days, in gigabytes.
const usedGb = days.map(
  (day) => Math.round((318 + day * 3.4 + (day % 7 === 0 ? 9 : 0)) * 10) / 10,
);
const current = usedGb[usedGb.length - 1] ?? 0;

export default function StorageUsageCard() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 360, mx: 'auto' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          Shared drive
        </Typography>
        <Typography variant="h5" component="p">
          {current} GB <Typography component="span">of {QUOTA_GB} GB</Typography>
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(current / QUOTA_GB) * 100}
          aria-label="Share of the quota used"
          sx={{ my: 1 }}
        />
        <LineChart
          xAxis={[{ data: days, min: 1, max: 30, position: 'none' }]}
          yAxis={[{ position: 'none', min: 300, max: QUOTA_GB }]}
          series={[
            {
              data: usedGb,
              label: 'Used',
              area: true,
              showMark: false,
              color: '#3949ab',
              valueFormatter: (value) => (value === null ? '' : `${value} GB`),
            },
          ]}
          margin={2}
          hideLegend
          height={70}
        />
        <Typography variant="caption" color="text.secondary">
          Last 30 days
        </Typography>
      </CardContent>
    </Card>
  );
}
