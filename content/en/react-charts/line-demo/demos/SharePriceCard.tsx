import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';

// A share price every 30 minutes of one trading day, 9:00 to 17:30.
const times = Array.from({ length: 18 }, (_, index) => {
  const minutes = 9 * 60 + index * 30;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
});
const price = [
  41.2, 41.6, 41.4, 41.9, 42.3, 42.1, 42.6, 42.4, 42.9, 43.4, 43.1, 43.0, 43.5, 43.8,
  43.6, 44.1, 43.9, 44.2,
];
const open = price[0] ?? 0;
const close = price[price.length - 1] ?? 0;
const rise = ((close - open) / open) * 100;

export default function SharePriceCard() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 380, mx: 'auto' }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <div>
            <Typography variant="subtitle2">NRDX · Nordex Shipping</Typography>
            <Typography variant="h5" component="p">
              €{close.toFixed(2)}
            </Typography>
          </div>
          <Typography
            variant="body2"
            sx={{ color: 'success.main', fontWeight: 600 }}
          >
            +{rise.toFixed(2)}% today
          </Typography>
        </Stack>
        <LineChart
          xAxis={[{ scaleType: 'point', data: times, position: 'none' }]}
          // Not from zero: the day's range fills the card.
          yAxis={[{ position: 'none', min: 40.8, max: 44.4 }]}
          series={[
            {
              data: price,
              label: 'Price',
              area: true,
              baseline: 'min',
              showMark: false,
              color: '#2e7d32',
              valueFormatter: (value) =>
                value === null ? '' : `€${value.toFixed(2)}`,
            },
          ]}
          margin={{ top: 8, bottom: 4, left: 0, right: 0 }}
          hideLegend
          height={90}
          sx={{ [`& .${areaElementClasses.root}`]: { fillOpacity: 0.15 } }}
        />
      </CardContent>
    </Card>
  );
}
