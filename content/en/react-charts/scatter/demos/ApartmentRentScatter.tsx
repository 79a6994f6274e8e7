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

export default function ApartmentRentScatter() {
  return (
    <ScatterChart
      series={[
        { label: 'Lyon', data: lyonListings.map(toPoint) },
        { label: 'Lille', data: lilleListings.map(toPoint) },
      ]}
      xAxis={[{ label: 'Floor area (m²)' }]}
      yAxis={[{ label: 'Monthly rent (€)', width: 60 }]}
      height={320}
    />
  );
}
