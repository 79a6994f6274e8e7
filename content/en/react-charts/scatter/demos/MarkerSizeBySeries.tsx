import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { lilleListings, lyonListings } from './apartments';

export default function MarkerSizeBySeries() {
  return (
    <ScatterChart
      series={[
        {
          label: 'Lyon (markerSize 3)',
          data: lyonListings.map(({ id, area, rent }) => ({ id, x: area, y: rent })),
          markerSize: 3,
        },
        {
          label: 'Lille (markerSize 8)',
          data: lilleListings.map(({ id, area, rent }) => ({
            id,
            x: area,
            y: rent,
          })),
          markerSize: 8,
        },
      ]}
      height={300}
    />
  );
}
