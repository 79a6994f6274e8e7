import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// A shop's last 30 days, one value a day.
const kpis = [
  {
    title: 'Revenue',
    data: [
      4.1, 3.8, 4.4, 4.9, 5.2, 3.6, 3.3, 4.3, 4.6, 5.1, 5.4, 5.8, 4.1, 3.9, 4.8, 5.0,
      5.6, 6.1, 6.4, 4.6, 4.4, 5.3, 5.7, 6.0, 6.6, 7.1, 5.2, 5.0, 6.2, 6.8,
    ],
    format: (value: number) => `$${value.toFixed(1)}k`,
  },
  {
    title: 'Orders',
    data: [
      61, 58, 66, 72, 75, 54, 49, 63, 67, 74, 79, 83, 60, 57, 70, 73, 81, 86, 91, 66,
      63, 76, 82, 86, 93, 99, 74, 71, 88, 95,
    ],
    format: (value: number) => `${value}`,
  },
  {
    title: 'Refund rate',
    data: [
      2.1, 2.3, 2.0, 2.2, 1.9, 2.6, 2.8, 2.2, 2.0, 1.8, 1.9, 1.7, 2.4, 2.5, 1.9, 1.8,
      1.6, 1.7, 1.5, 2.1, 2.2, 1.7, 1.6, 1.5, 1.4, 1.3, 1.9, 2.0, 1.5, 1.4,
    ],
    format: (value: number) => `${value.toFixed(1)}%`,
  },
];

export default function RevenueKpiCards() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
      }}
    >
      {kpis.map((kpi) => {
        const last = kpi.data.at(-1) ?? 0;
        const first = kpi.data[0] ?? 0;
        const change = ((last - first) / first) * 100;
        return (
          <Card key={kpi.title} variant="outlined">
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {kpi.title}, today
              </Typography>
              <Typography variant="h5" component="p">
                {kpi.format(last)}
              </Typography>
              <Typography
                variant="caption"
                color={
                  (kpi.title === 'Refund rate' ? -change : change) >= 0
                    ? 'success.main'
                    : 'error.main'
                }
              >
                {change >= 0 ? '+' : ''}
                {change.toFixed(0)}% in 30 days
              </Typography>
              <SparkLineChart
                data={kpi.data}
                area
                curve="natural"
                showTooltip
                showHighlight
                valueFormatter={(value) => (value === null ? '' : kpi.format(value))}
                height={50}
              />
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
