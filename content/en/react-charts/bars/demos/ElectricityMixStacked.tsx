import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const gigawattHours = (value: number | null) =>
  value === null ? '' : `${value} GWh`;

export default function ElectricityMixStacked() {
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ label: 'Generation (GWh)' }]}
      series={[
        { data: [410, 380, 350, 430], label: 'Wind', stack: 'mix' },
        { data: [120, 260, 310, 140], label: 'Solar', stack: 'mix' },
        { data: [190, 170, 160, 200], label: 'Hydro', stack: 'mix' },
        { data: [280, 210, 220, 300], label: 'Gas', stack: 'mix' },
      ].map((series) => ({ ...series, valueFormatter: gigawattHours }))}
      height={320}
    />
  );
}
