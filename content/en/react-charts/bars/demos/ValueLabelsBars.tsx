import { BarChart } from '@mui/x-charts/BarChart';

const cities = ['Bergen', 'Cork', 'Porto', 'Seville', 'Athens'];

export default function ValueLabelsBars() {
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: cities }]}
      yAxis={[{ label: 'Rainy days per year' }]}
      series={[{ data: [231, 191, 147, 52, 48], label: 'Rainy days' }]}
      barLabel="value"
      hideLegend
      height={300}
    />
  );
}
