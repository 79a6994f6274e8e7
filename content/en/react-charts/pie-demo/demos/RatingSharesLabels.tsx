import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

// Star ratings of a meditation app in one store, last 90 days.
const ratings = [
  { id: '5', value: 8421, label: '★★★★★' },
  { id: '4', value: 2904, label: '★★★★' },
  { id: '3', value: 1102, label: '★★★' },
  { id: '2', value: 488, label: '★★' },
  { id: '1', value: 1065, label: '★' },
];

const total = ratings.reduce((sum, rating) => sum + rating.value, 0);
const share = (value: number) => `${((value / total) * 100).toFixed(1)}%`;

export default function RatingSharesLabels() {
  return (
    <PieChart
      colors={['#00796b', '#26a69a', '#80cbc4', '#ffab91', '#e64a19']}
      series={[
        {
          data: ratings,
          arcLabel: (item) => share(item.value),
          arcLabelMinAngle: 18,
          arcLabelRadius: '68%',
          valueFormatter: (item) =>
            `${item.value.toLocaleString('en-US')} ratings · ${share(item.value)}`,
        },
      ]}
      sx={{
        [`& .${pieArcLabelClasses.root}`]: {
          fill: '#fff',
          fontSize: 13,
          fontWeight: 600,
        },
      }}
      height={280}
    />
  );
}
