import { LineChart } from '@mui/x-charts/LineChart';

const nights = Array.from({ length: 21 }, (_, index) => index + 1);
// Lowest temperature of each night in early December, in °C.
const lows = [
  3.1, 2.4, 0.8, -1.2, -2.6, -1.9, 0.4, 1.8, 2.9, 1.1, -0.7, -3.4, -4.1, -2.2, -0.3,
  1.6, 2.7, 3.3, 1.9, -0.9, -1.8,
];

export default function FreezingNightsColorMap() {
  return (
    <LineChart
      xAxis={[{ data: nights, min: 1, max: 21, label: 'Night of December' }]}
      yAxis={[
        {
          valueFormatter: (value: number) => `${value} °C`,
          // Below 0 °C the line and its marks turn blue.
          colorMap: {
            type: 'piecewise',
            thresholds: [0],
            colors: ['#1e88e5', '#fb8c00'],
          },
        },
      ]}
      series={[
        {
          data: lows,
          label: 'Lowest temperature',
          area: true,
          valueFormatter: (value) => (value === null ? '' : `${value} °C`),
        },
      ]}
      height={300}
    />
  );
}
