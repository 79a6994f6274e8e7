import { BarChart } from '@mui/x-charts/BarChart';

// Average store rating of six apps, with the number of reviews behind each average.
const apps = ['Notes', 'Weather', 'Budget', 'Recipes', 'Podcasts', 'Transit'];
const ratings = [4.7, 4.4, 4.6, 3.9, 4.2, 3.6];
const reviewCounts = [18240, 96310, 4120, 880, 27450, 61030];

const count = new Intl.NumberFormat('en-US');

export default function RatingWithReviewCount() {
  return (
    <BarChart
      xAxis={[{ data: apps }]}
      yAxis={[{ min: 0, max: 5 }]}
      series={[
        {
          data: ratings,
          label: 'Average rating',
          valueFormatter: (value, { dataIndex }) =>
            value === null
              ? ''
              : `${value.toFixed(1)} ★ from ${count.format(reviewCounts[dataIndex] ?? 0)} reviews`,
        },
      ]}
      hideLegend
      height={300}
    />
  );
}
