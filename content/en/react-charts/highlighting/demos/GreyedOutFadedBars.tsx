import { BarChart, barElementClasses } from '@mui/x-charts/BarChart';
import { quarters, regions, units } from './regional-sales';

export default function GreyedOutFadedBars() {
  return (
    <BarChart
      xAxis={[{ data: quarters }]}
      series={regions.map((region) => ({
        ...region,
        valueFormatter: units,
        highlightScope: { highlight: 'item', fade: 'global' } as const,
      }))}
      sx={{
        [`& .${barElementClasses.faded}`]: {
          opacity: 1,
          filter: 'grayscale(1)',
          fillOpacity: 0.35,
        },
        [`& .${barElementClasses.highlighted}`]: {
          stroke: 'currentColor',
          strokeWidth: 2,
        },
      }}
      height={300}
    />
  );
}
