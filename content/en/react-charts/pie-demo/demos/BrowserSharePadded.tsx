import { PieChart } from '@mui/x-charts/PieChart';

// Browsers of the visitors of a documentation site, one month, in percent.
const browsers = [
  { id: 'chrome', value: 61.8, label: 'Chrome' },
  { id: 'safari', value: 17.4, label: 'Safari' },
  { id: 'firefox', value: 9.6, label: 'Firefox' },
  { id: 'edge', value: 8.1, label: 'Edge' },
  { id: 'other', value: 3.1, label: 'Other' },
];

export default function BrowserSharePadded() {
  return (
    <PieChart
      series={[
        {
          data: browsers,
          innerRadius: 55,
          outerRadius: 110,
          paddingAngle: 4,
          cornerRadius: 8,
          startAngle: -45,
          endAngle: 315,
          valueFormatter: (item) => `${item.value}% of visits`,
          highlightScope: { highlight: 'item', fade: 'global' },
          highlighted: { additionalRadius: 6 },
        },
      ]}
      height={260}
    />
  );
}
