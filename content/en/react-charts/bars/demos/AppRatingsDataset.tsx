import { BarChart } from '@mui/x-charts/BarChart';

// One row per app, as an API or a database query would return them.
const reviews = [
  { app: 'Budget Buddy', fiveStars: 4120, oneStar: 310 },
  { app: 'TrailMap', fiveStars: 2875, oneStar: 540 },
  { app: 'Sleepwell', fiveStars: 3960, oneStar: 205 },
  { app: 'QuickNotes', fiveStars: 1730, oneStar: 660 },
  { app: 'PlantPal', fiveStars: 2240, oneStar: 120 },
];

export default function AppRatingsDataset() {
  return (
    <BarChart
      dataset={reviews}
      xAxis={[{ scaleType: 'band', dataKey: 'app' }]}
      series={[
        { dataKey: 'fiveStars', label: '5-star reviews' },
        { dataKey: 'oneStar', label: '1-star reviews' },
      ]}
      height={300}
    />
  );
}
