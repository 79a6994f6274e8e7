import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { lilleListings, lyonListings } from './apartments';

const toPoint = ({
  id,
  area,
  rent,
}: {
  id: string;
  area: number;
  rent: number;
}) => ({
  id,
  x: area,
  y: rent,
});

export default function SeriesHighlightScatter() {
  return (
    <ScatterChart
      series={[
        {
          label: 'Lyon',
          data: lyonListings.map(toPoint),
          highlightScope: { highlight: 'series', fade: 'global' },
        },
        {
          label: 'Lille',
          data: lilleListings.map(toPoint),
          highlightScope: { highlight: 'series', fade: 'global' },
        },
      ]}
      axisHighlight={{ x: 'line', y: 'line' }}
      height={300}
    />
  );
}
