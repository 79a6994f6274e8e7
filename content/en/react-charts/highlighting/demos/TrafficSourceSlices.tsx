import { PieChart } from '@mui/x-charts/PieChart';

// Where readers of a news site come from, in percent of visits.
const sources = [
  { id: 'search', label: 'Search', value: 38 },
  { id: 'social', label: 'Social', value: 24 },
  { id: 'direct', label: 'Direct', value: 21 },
  { id: 'newsletter', label: 'Newsletter', value: 11 },
  { id: 'other', label: 'Other', value: 6 },
];

export default function TrafficSourceSlices() {
  return (
    <PieChart
      series={[
        {
          data: sources,
          innerRadius: 50,
          paddingAngle: 1,
          cornerRadius: 3,
          valueFormatter: (item) => `${item.value}% of visits`,
          highlightScope: { highlight: 'item', fade: 'global' },
          highlighted: { additionalRadius: 8 },
          faded: { additionalRadius: -8, color: 'gray' },
        },
      ]}
      height={280}
    />
  );
}
