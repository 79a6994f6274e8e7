import { BarChart } from '@mui/x-charts/BarChart';

const ageBands = [
  '0–9',
  '10–19',
  '20–29',
  '30–39',
  '40–49',
  '50–59',
  '60–69',
  '70–79',
  '80+',
];
// Thousands of residents of a mid-sized city; men are negative to draw them leftwards.
const women = [41, 44, 52, 58, 55, 49, 42, 31, 19];
const men = [43, 46, 54, 59, 54, 47, 38, 25, 11];

const absolute = (value: number | null) =>
  value === null ? '' : `${Math.abs(value)}k`;

export default function PopulationPyramid() {
  return (
    <BarChart
      layout="horizontal"
      yAxis={[
        { scaleType: 'band', data: ageBands, width: 50, categoryGapRatio: 0.1 },
      ]}
      xAxis={[
        { min: -65, max: 65, valueFormatter: (value: number) => absolute(value) },
      ]}
      series={[
        {
          data: men.map((value) => -value),
          label: 'Men',
          stack: 'population',
          color: '#5c6bc0',
          valueFormatter: absolute,
        },
        {
          data: women,
          label: 'Women',
          stack: 'population',
          color: '#ec407a',
          valueFormatter: absolute,
        },
      ]}
      grid={{ vertical: true }}
      height={360}
    />
  );
}
