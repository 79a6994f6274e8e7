import { LineChart } from '@mui/x-charts/LineChart';
import { checkpoints, minutes, splits } from './marathon-splits';

const runners = [
  {
    data: splits.amira,
    name: 'Amira',
    details: 'Amira Haddad · bib 1043 · 2:58:51',
  },
  { data: splits.jonas, name: 'Jonas', details: 'Jonas Weber · bib 877 · 2:59:58' },
  { data: splits.keiko, name: 'Keiko', details: 'Keiko Sato · bib 2310 · 2:56:44' },
];

export default function LabelByLocation() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: checkpoints }]}
      yAxis={[{ valueFormatter: minutes, width: 50 }]}
      series={runners.map(({ data, name, details }) => ({
        data,
        valueFormatter: minutes,
        // Short in the legend, complete in the tooltip.
        label: (location: 'legend' | 'tooltip') =>
          location === 'legend' ? name : details,
      }))}
    />
  );
}
