import { BarChart } from '@mui/x-charts/BarChart';
import { quarters, regions, units } from './regional-sales';

export default function RegionSeriesHighlight() {
  return (
    <BarChart
      xAxis={[{ data: quarters }]}
      series={regions.map((region) => ({
        ...region,
        valueFormatter: units,
        highlightScope: { highlight: 'series', fade: 'global' } as const,
      }))}
      height={300}
    />
  );
}
