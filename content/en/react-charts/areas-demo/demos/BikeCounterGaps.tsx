import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 28 }, (_, index) => new Date(2025, 5, index + 2));
// Cyclists counted each day on a city bridge; the counter was offline for two spells.
const cyclists = [
  3120,
  3340,
  3410,
  3290,
  2980,
  1840,
  1620,
  3250,
  3390,
  null,
  null,
  null,
  3040,
  1770,
  1690,
  3310,
  3480,
  3520,
  3360,
  null,
  1950,
  1710,
  3420,
  3560,
  3610,
  3470,
  3190,
  2010,
];

const dayMonth = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });

export default function BikeCounterGaps() {
  return (
    <LineChart
      xAxis={[
        // 'strict' ends the axis on the first and last day instead of rounding it out.
        {
          scaleType: 'time',
          data: days,
          domainLimit: 'strict',
          valueFormatter: dayMonth,
        },
      ]}
      yAxis={[{ min: 0, width: 50 }]}
      series={[
        {
          data: cyclists,
          label: 'Cyclists per day',
          area: true,
          // Join the last count before a gap to the first count after it.
          connectNulls: true,
          // Straight segments, so the estimate across a gap reads as a straight line.
          curve: 'linear',
          showMark: ({ index }) =>
            cyclists[index - 1] === null || cyclists[index + 1] === null,
          color: '#43a047',
          valueFormatter: (value) =>
            value === null ? 'Counter offline' : value.toLocaleString('en-GB'),
        },
      ]}
      height={300}
    />
  );
}
