import { BarChart } from '@mui/x-charts/BarChart';

// How much warmer or colder than usual each month of a year was, in °C.
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
  'Nov',
  'Dec',
];
const anomaly = [1.8, -0.6, 0.4, 1.1, -1.3, 0.2, 2.4, 1.6, -0.3, 0.9, -1.9, 0.7];

const celsius = (value: number | null) =>
  value === null ? '' : `${value > 0 ? '+' : ''}${value.toFixed(1)} °C`;

export default function PiecewiseTemperatureBars() {
  return (
    <BarChart
      xAxis={[{ data: months }]}
      yAxis={[
        {
          valueFormatter: (value: number) => celsius(value),
          colorMap: {
            type: 'piecewise',
            thresholds: [-1, 0, 1],
            colors: ['#2166ac', '#92c5de', '#f4a582', '#b2182b'],
          },
        },
      ]}
      series={[
        { data: anomaly, label: 'Difference from normal', valueFormatter: celsius },
      ]}
      hideLegend
      height={300}
    />
  );
}
