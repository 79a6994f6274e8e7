import { BarChart } from '@mui/x-charts/BarChart';
import { generation, gwh, months } from './energy-mix';

export default function EnergyMixLegend() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ width: 50 }]}
      series={[
        {
          data: generation.solar,
          label: 'Solar',
          stack: 'mix',
          valueFormatter: gwh,
        },
        { data: generation.wind, label: 'Wind', stack: 'mix', valueFormatter: gwh },
        {
          data: generation.hydro,
          label: 'Hydro',
          stack: 'mix',
          valueFormatter: gwh,
        },
        { data: generation.gas, label: 'Gas', stack: 'mix', valueFormatter: gwh },
      ]}
    />
  );
}
