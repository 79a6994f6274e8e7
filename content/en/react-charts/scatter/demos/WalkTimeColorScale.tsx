import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { lyonListings } from './apartments';

// The z value of each point is the walk to the metro; the z-axis turns it into a colour.
const points = lyonListings.map(({ id, area, rent, walk }) => ({
  id,
  x: area,
  y: rent,
  z: walk,
}));

export default function WalkTimeColorScale() {
  return (
    <ScatterChart
      series={[
        {
          label: 'Lyon listings',
          data: points,
          valueFormatter: (value) =>
            value && `${value.x} m², €${value.y}, ${value.z} min to the metro`,
        },
      ]}
      xAxis={[{ label: 'Floor area (m²)' }]}
      yAxis={[{ label: 'Monthly rent (€)', width: 60 }]}
      zAxis={[
        {
          colorMap: {
            type: 'continuous',
            min: 1,
            max: 25,
            color: ['#1a9850', '#d73027'],
          },
        },
      ]}
      height={320}
    />
  );
}
