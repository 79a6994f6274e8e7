import { BarChart } from '@mui/x-charts/BarChart';

// Average rating of the dishes on a restaurant's menu, from 1 to 5 stars.
const dishes = [
  'Risotto',
  'Ramen',
  'Tacos',
  'Falafel',
  'Pad thai',
  'Goulash',
  'Paella',
];
const ratings = [4.6, 4.2, 3.4, 3.9, 2.8, 3.1, 4.8];

export default function ContinuousRatingColors() {
  return (
    <BarChart
      xAxis={[{ data: dishes }]}
      yAxis={[
        {
          min: 0,
          max: 5,
          colorMap: {
            type: 'continuous',
            min: 2.5,
            max: 5,
            color: ['#fdd49e', '#b30000'],
          },
        },
      ]}
      series={[
        {
          data: ratings,
          label: 'Rating',
          valueFormatter: (value) => (value === null ? '' : `${value} ★`),
        },
      ]}
      hideLegend
      height={300}
    />
  );
}
