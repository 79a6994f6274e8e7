import { PieChart } from '@mui/x-charts/PieChart';

// Share of a region's electricity generation in one year, in percent.
const generation = [
  { id: 'wind', value: 31, label: 'Wind' },
  { id: 'solar', value: 14, label: 'Solar' },
  { id: 'hydro', value: 9, label: 'Hydro' },
  { id: 'gas', value: 27, label: 'Natural gas' },
  // The slice's own `color` wins over the palette.
  { id: 'coal', value: 19, label: 'Coal', color: '#616161' },
];

const renewablePalette = ['#43a047', '#fdd835', '#1e88e5', '#fb8c00'];

export default function EnergyMixColors() {
  return (
    <PieChart
      colors={renewablePalette}
      series={[{ data: generation, valueFormatter: (item) => `${item.value}%` }]}
      height={240}
    />
  );
}
