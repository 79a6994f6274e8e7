import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function LegendAndTooltipProps() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={[
        { label: 'Online', data: [42, 51, 47, 63] },
        { label: 'In store', data: [35, 32, 38, 41] },
      ]}
      slotProps={{
        // Move the legend below the plot and centre it.
        legend: { position: { vertical: 'bottom', horizontal: 'center' } },
        // Show one bar's value on hover instead of the whole quarter.
        tooltip: { trigger: 'item' },
      }}
    />
  );
}
