import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const signups = [132, 148, 121, 167, 189, 96, 88];
const total = signups.reduce((sum, value) => sum + value, 0);

export default function SignupsSparkBars() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 360, mx: 'auto' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <div>
            <Typography variant="body2" color="text.secondary">
              New sign-ups this week
            </Typography>
            <Typography variant="h4" component="p">
              {total.toLocaleString('en-US')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'success.main' }}>
              +12% on last week
            </Typography>
          </div>
          <BarChart
            xAxis={[{ scaleType: 'band', data: days, position: 'none' }]}
            yAxis={[{ position: 'none' }]}
            series={[{ data: signups, label: 'Sign-ups', color: '#26a69a' }]}
            margin={4}
            borderRadius={2}
            hideLegend
            height={80}
            sx={{ flex: 1, minWidth: 0 }}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
