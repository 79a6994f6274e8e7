import { Unstable_RadarChart as RadarChart } from '@mui/x-charts/RadarChart';

// A review site's scores for one laptop, out of 10.
export default function LaptopReviewRadar() {
  return (
    <RadarChart
      height={300}
      series={[{ label: 'Aero 14', data: [8.5, 7, 9, 6, 8, 7.5] }]}
      radar={{
        max: 10,
        metrics: ['Display', 'Keyboard', 'Battery', 'Speakers', 'Build', 'Value'],
      }}
    />
  );
}
