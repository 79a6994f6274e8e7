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
// Monthly active users of a note-taking app, in thousands.
const web = [182, 188, 195, 193, 201, 198, 186, 184, 207, 215, 221, 214];
const mobile = [96, 104, 117, 131, 146, 158, 171, 176, 189, 204, 222, 241];

const thousands = (value: number | null) =>
  value === null ? '' : `${value}k users`;

export default function ActiveUsersByPlatform() {
  return (
    <LineChart
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ min: 0, valueFormatter: (value: number) => `${value}k` }]}
      series={[
        { data: web, label: 'Web', valueFormatter: thousands },
        { data: mobile, label: 'Mobile', valueFormatter: thousands },
      ]}
      grid={{ horizontal: true }}
      height={300}
    />
  );
}
