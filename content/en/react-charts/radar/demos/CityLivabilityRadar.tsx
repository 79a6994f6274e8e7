import { Unstable_RadarChart as RadarChart } from '@mui/x-charts/RadarChart';

// Scores (0–100) a relocation guide gives three cities.
const metrics = ['Housing', 'Transport', 'Safety', 'Green space', 'Culture', 'Jobs'];

export default function CityLivabilityRadar() {
  return (
    <RadarChart
      height={320}
      series={[
        { label: 'Porto', data: [72, 64, 81, 58, 77, 55] },
        { label: 'Leipzig', data: [84, 79, 74, 82, 71, 62] },
        { label: 'Tallinn', data: [66, 70, 88, 76, 63, 74] },
      ]}
      radar={{ max: 100, metrics }}
    />
  );
}
