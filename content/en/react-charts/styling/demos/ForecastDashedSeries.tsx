import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';

// Subscribers of a newsletter, in thousands: counted until June, forecast after.
const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
];
const actual = [12.4, 13.1, 14.0, 14.8, 15.9, 16.7, null, null, null, null];
const forecast = [null, null, null, null, null, 16.7, 17.6, 18.4, 19.3, 20.1];

export default function ForecastDashedSeries() {
  return (
    <LineChart
      xAxis={[{ data: months, scaleType: 'point' }]}
      series={[
        { id: 'actual', data: actual, label: 'Subscribers' },
        { id: 'forecast', data: forecast, label: 'Forecast', color: '#9e9e9e' },
      ]}
      sx={{
        // The `series` class is suffixed with the series id.
        [`& .${lineElementClasses.series}-forecast`]: { strokeDasharray: '6 4' },
      }}
      height={300}
    />
  );
}
