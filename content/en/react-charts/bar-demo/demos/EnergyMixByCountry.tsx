import { BarChart } from '@mui/x-charts/BarChart';

// Electricity generation in one year, in terawatt-hours (illustrative figures).
const countries = [
  { country: 'Norway', hydro: 136, wind: 15, solar: 0.5, fossil: 2 },
  { country: 'Denmark', hydro: 0, wind: 19, solar: 3.5, fossil: 5 },
  { country: 'Portugal', hydro: 12, wind: 13, solar: 5, fossil: 12 },
  { country: 'Greece', hydro: 4, wind: 11, solar: 9, fossil: 22 },
  { country: 'Ireland', hydro: 1, wind: 12, solar: 0.5, fossil: 18 },
];
const terawattHours = (value: number | null) =>
  value === null ? '' : `${value} TWh`;

export default function EnergyMixByCountry() {
  return (
    <BarChart
      layout="horizontal"
      dataset={countries}
      yAxis={[{ scaleType: 'band', dataKey: 'country', width: 80 }]}
      xAxis={[{ label: 'Terawatt-hours' }]}
      series={[
        { dataKey: 'hydro', label: 'Hydro', color: '#1e88e5' },
        { dataKey: 'wind', label: 'Wind', color: '#26c6da' },
        { dataKey: 'solar', label: 'Solar', color: '#ffca28' },
        { dataKey: 'fossil', label: 'Fossil', color: '#8d6e63' },
      ].map((series) => ({
        ...series,
        stack: 'mix',
        valueFormatter: terawattHours,
      }))}
      height={320}
    />
  );
}
