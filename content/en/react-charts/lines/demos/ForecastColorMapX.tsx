import { LineChart } from '@mui/x-charts/LineChart';

// Weekly orders of a warehouse; from 5 May 2025 the values are a forecast.
const weeks = Array.from(
  { length: 14 },
  (_, index) => new Date(2025, 2, 3 + index * 7),
);
const orders = [
  3120, 3240, 3190, 3350, 3420, 3380, 3510, 3640, 3700, 3760, 3810, 3890, 3940, 4010,
];
const FORECAST_FROM = new Date(2025, 4, 5);

const shortDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });

export default function ForecastColorMapX() {
  return (
    <LineChart
      xAxis={[
        {
          scaleType: 'time',
          data: weeks,
          domainLimit: 'strict',
          valueFormatter: shortDate,
          colorMap: {
            type: 'piecewise',
            thresholds: [FORECAST_FROM],
            colors: ['#3949ab', '#9fa8da'],
          },
        },
      ]}
      series={[{ data: orders, label: 'Orders per week' }]}
      height={300}
    />
  );
}
