import { LineChart } from '@mui/x-charts/LineChart';

// Average monthly rainfall in millimetres in four cities.
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
const cities = [
  {
    id: 'mumbai',
    label: 'Mumbai',
    data: [1, 1, 0, 1, 14, 520, 840, 560, 330, 70, 14, 2],
  },
  {
    id: 'singapore',
    label: 'Singapore',
    data: [240, 160, 180, 180, 170, 140, 150, 150, 170, 190, 250, 300],
  },
  {
    id: 'london',
    label: 'London',
    data: [55, 41, 42, 44, 49, 45, 45, 50, 49, 69, 59, 55],
  },
  {
    id: 'madrid',
    label: 'Madrid',
    data: [33, 34, 26, 45, 44, 21, 11, 10, 23, 59, 55, 47],
  },
];

export default function CityRainfallLines() {
  return (
    <LineChart
      xAxis={[{ data: months, scaleType: 'point' }]}
      series={cities.map((city) => ({
        ...city,
        showMark: false,
        valueFormatter: (value: number | null) =>
          value === null ? '' : `${value} mm`,
        highlightScope: { highlight: 'series', fade: 'global' } as const,
      }))}
      height={300}
    />
  );
}
