import { BarChart } from '@mui/x-charts/BarChart';

/** Units sold in the first quarter, by sales region. */
const months = ['January', 'February', 'March'];
const regions = [
  { label: 'North', data: [412, 389, 455] },
  { label: 'Central', data: [298, 341, 362] },
  { label: 'South', data: [187, 204, 0] },
];

export default function BarValueLabels() {
  return (
    <BarChart
      height={300}
      barLabel="value"
      xAxis={[{ scaleType: 'band', data: months }]}
      series={regions}
    />
  );
}
