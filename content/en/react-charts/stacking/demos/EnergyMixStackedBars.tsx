import { BarChart } from '@mui/x-charts/BarChart';
import { energyMix, gwh } from './energy-mix';

export default function EnergyMixStackedBars() {
  return (
    <BarChart
      dataset={energyMix}
      xAxis={[{ dataKey: 'month' }]}
      yAxis={[{ label: 'Generation (GWh)' }]}
      series={[
        {
          dataKey: 'hydro',
          label: 'Hydro',
          stack: 'generation',
          valueFormatter: gwh,
        },
        { dataKey: 'wind', label: 'Wind', stack: 'generation', valueFormatter: gwh },
        {
          dataKey: 'solar',
          label: 'Solar',
          stack: 'generation',
          valueFormatter: gwh,
        },
        { dataKey: 'gas', label: 'Gas', stack: 'generation', valueFormatter: gwh },
      ]}
      height={320}
    />
  );
}
