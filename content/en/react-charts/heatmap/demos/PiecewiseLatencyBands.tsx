import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { hourLabels, latencyCells, regions } from './server-latency';

export default function PiecewiseLatencyBands() {
  return (
    <Heatmap
      xAxis={[{ data: hourLabels, label: 'Hour (UTC)' }]}
      yAxis={[{ data: regions, width: 80 }]}
      series={[
        {
          data: latencyCells,
          label: 'p95 latency',
          valueFormatter: (cell) => `${cell[2]} ms`,
        },
      ]}
      zAxis={[
        {
          colorMap: {
            type: 'piecewise',
            thresholds: [150, 250],
            colors: ['#2e7d32', '#f9a825', '#c62828'],
          },
        },
      ]}
      height={300}
    />
  );
}
