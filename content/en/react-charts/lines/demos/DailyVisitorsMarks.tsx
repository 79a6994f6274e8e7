import { LineChart } from '@mui/x-charts/LineChart';
import { createRandom } from './seeded-random';

// 60 days of museum visitors, from a seeded generator.
const random = createRandom(17);
const days = Array.from({ length: 60 }, (_, index) => index + 1);
const visitors = days.map(
  (day) =>
    Math.round(900 + 250 * Math.sin(day / 5) + 300 * random()) +
    (day % 7 === 6 || day % 7 === 0 ? 600 : 0),
);
const peak = Math.max(...visitors);

export default function DailyVisitorsMarks() {
  return (
    <LineChart
      xAxis={[{ data: days, label: 'Day of the exhibition', min: 1, max: 60 }]}
      series={[
        {
          data: visitors,
          label: 'Visitors',
          // A mark every seventh day, and one on the busiest day.
          showMark: ({ index, value }) => index % 7 === 0 || value === peak,
        },
      ]}
      height={300}
    />
  );
}
