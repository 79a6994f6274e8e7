import { BarChart } from '@mui/x-charts/BarChart';

/** The five most visited pages of a documentation site last week. */
const pages = [
  '/getting-started',
  '/installation',
  '/api/client',
  '/faq',
  '/changelog',
];
const visits = [18420, 12760, 9310, 6240, 4180];

export default function HiddenValueAxis() {
  return (
    <BarChart
      height={260}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: pages, width: 120 }]}
      // The labels carry the values: the value axis is hidden but still scales the bars.
      xAxis={[{ position: 'none' }]}
      series={[{ data: visits, label: 'Visits' }]}
      barLabel={(item) => item.value?.toLocaleString('en-US')}
      hideLegend
    />
  );
}
