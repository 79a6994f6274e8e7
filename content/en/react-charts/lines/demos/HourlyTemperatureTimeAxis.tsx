import { LineChart } from '@mui/x-charts/LineChart';

// Readings every 30 minutes on 17 April 2025, built from local date parts.
const readings = [
  7.8, 7.5, 7.1, 6.9, 6.8, 7.2, 8.1, 9.4, 10.8, 12.1, 13.5, 14.6, 15.4, 16.0, 16.3,
  16.1, 15.6, 14.8, 13.7, 12.5, 11.4, 10.6, 9.9, 9.3,
];
const times = readings.map((_, index) => new Date(2025, 3, 17, 6, index * 30));

const timeOfDay = (date: Date) =>
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

export default function HourlyTemperatureTimeAxis() {
  return (
    <LineChart
      xAxis={[
        {
          scaleType: 'time',
          data: times,
          // End the axis at the first and last reading, not at the next round hour.
          domainLimit: 'strict',
          valueFormatter: (date: Date, context) =>
            context.location === 'tick'
              ? timeOfDay(date)
              : `17 April, ${timeOfDay(date)}`,
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `${value} °C` }]}
      series={[
        {
          data: readings,
          label: 'Air temperature',
          showMark: false,
          valueFormatter: (value) => (value === null ? '' : `${value} °C`),
        },
      ]}
      height={300}
    />
  );
}
