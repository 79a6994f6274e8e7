import { BarChart } from '@mui/x-charts/BarChart';

// The same week of visits as the Sankey diagram above, without the middle step: one bar
// per source, split by outcome. A stacked bar chart shows two steps of a flow today.
const sources = ['Search', 'Social media', 'Newsletter', 'Direct'];
const signedUp = [720, 140, 160, 390];
const left = [7480, 2860, 1540, 3410];

export default function SourceOutcomeBars() {
  return (
    <BarChart
      layout="horizontal"
      yAxis={[{ data: sources, width: 100 }]}
      xAxis={[{ label: 'Visits' }]}
      series={[
        { data: signedUp, label: 'Signed up', stack: 'visits', color: '#43a047' },
        { data: left, label: 'Left', stack: 'visits', color: '#bdbdbd' },
      ]}
      height={280}
    />
  );
}
