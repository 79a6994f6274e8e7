import { LineChart } from '@mui/x-charts/LineChart';

/** Mean air temperature in an alpine town, per month, in °C. */
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
const celsius = [-2.1, -0.8, 3.4, 7.9, 12.6, 16.3, 18.9, 18.2, 14.1, 8.8, 3.2, -0.9];

const toFahrenheit = (value: number) => (value * 9) / 5 + 32;

export default function StackedSideAxes() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[
        // The first axis on the left is drawn next to the plot…
        {
          id: 'celsius',
          position: 'left',
          min: -5,
          max: 25,
          width: 40,
          valueFormatter: (value: number) => `${value}°C`,
        },
        // …the second one outside it. Same range in °F, so both read the same line.
        {
          id: 'fahrenheit',
          position: 'left',
          min: toFahrenheit(-5),
          max: toFahrenheit(25),
          width: 45,
          valueFormatter: (value: number) => `${value}°F`,
        },
      ]}
      series={[
        {
          data: celsius,
          label: 'Mean temperature',
          yAxisId: 'celsius',
          valueFormatter: (value) =>
            value === null
              ? ''
              : `${value} °C (${toFahrenheit(value).toFixed(1)} °F)`,
        },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
