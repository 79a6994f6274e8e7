import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Store rating against monthly downloads (thousands) for free and paid apps of one category.
const freeApps = [
  { id: 'f1', x: 820, y: 4.1 },
  { id: 'f2', x: 460, y: 4.4 },
  { id: 'f3', x: 1210, y: 3.8 },
  { id: 'f4', x: 290, y: 4.6 },
  { id: 'f5', x: 640, y: 3.5 },
  { id: 'f6', x: 980, y: 4.3 },
  { id: 'f7', x: 150, y: 3.9 },
];
const paidApps = [
  { id: 'p1', x: 95, y: 4.7 },
  { id: 'p2', x: 180, y: 4.5 },
  { id: 'p3', x: 60, y: 4.2 },
  { id: 'p4', x: 240, y: 4.8 },
  { id: 'p5', x: 130, y: 3.9 },
];

export default function AppRatingsScatter() {
  return (
    <ScatterChart
      xAxis={[{ label: 'Monthly downloads (thousands)' }]}
      yAxis={[{ label: 'Rating', min: 3, max: 5 }]}
      series={[
        { data: freeApps, label: 'Free' },
        { data: paidApps, label: 'Paid' },
      ].map((series) => ({
        ...series,
        markerSize: 7,
        highlightScope: { highlight: 'item', fade: 'series' } as const,
      }))}
      height={300}
    />
  );
}
