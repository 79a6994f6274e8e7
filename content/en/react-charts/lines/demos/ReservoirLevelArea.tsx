import { LineChart } from '@mui/x-charts/LineChart';

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
const levelPercent = [71, 78, 84, 88, 86, 79, 66, 54, 47, 49, 58, 66];

export default function ReservoirLevelArea() {
  return (
    <LineChart
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%` }]}
      series={[
        {
          data: levelPercent,
          label: 'Reservoir level',
          area: true,
          valueFormatter: (value) => (value === null ? '' : `${value}% full`),
        },
      ]}
      height={300}
    />
  );
}
