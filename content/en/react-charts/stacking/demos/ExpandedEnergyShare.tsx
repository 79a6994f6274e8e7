import { LineChart } from '@mui/x-charts/LineChart';
import { energyMix, gwh } from './energy-mix';

const percent = (value: number) => `${Math.round(value * 100)}%`;

export default function ExpandedEnergyShare() {
  return (
    <LineChart
      dataset={energyMix}
      xAxis={[{ dataKey: 'month', scaleType: 'point' }]}
      yAxis={[{ valueFormatter: percent, max: 1 }]}
      series={[
        { dataKey: 'hydro', label: 'Hydro', valueFormatter: gwh },
        { dataKey: 'wind', label: 'Wind', valueFormatter: gwh },
        { dataKey: 'solar', label: 'Solar', valueFormatter: gwh },
        { dataKey: 'gas', label: 'Gas', valueFormatter: gwh },
      ].map((series) => ({
        ...series,
        area: true,
        showMark: false,
        stack: 'share',
        stackOffset: 'expand' as const,
      }))}
      height={300}
    />
  );
}
