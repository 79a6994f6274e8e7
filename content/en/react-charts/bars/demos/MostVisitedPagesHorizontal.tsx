import { BarChart } from '@mui/x-charts/BarChart';

const pages = [
  { path: '/pricing', visits: 18400 },
  { path: '/docs/getting-started', visits: 15150 },
  { path: '/blog/release-notes', visits: 9820 },
  { path: '/integrations', visits: 7310 },
  { path: '/careers', visits: 4260 },
];

export default function MostVisitedPagesHorizontal() {
  return (
    <BarChart
      layout="horizontal"
      dataset={pages}
      // In a horizontal chart, the y-axis holds the categories.
      yAxis={[{ scaleType: 'band', dataKey: 'path', width: 150 }]}
      xAxis={[{ label: 'Visits last month' }]}
      series={[{ dataKey: 'visits', label: 'Visits' }]}
      hideLegend
      height={300}
    />
  );
}
