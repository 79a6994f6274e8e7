import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { clock, hours, p95 } from './checkout-latency';

/** Requests per minute handled by the same checkout service, per hour. */
const requests = [
  410, 320, 260, 230, 240, 330, 720, 1480, 2360, 2910, 3120, 3040, 3380, 3210, 2980,
  2790, 2740, 3020, 2650, 2070, 1540, 1120, 780, 560,
];

export default function DualYAxes() {
  return (
    <ChartDataProvider
      height={320}
      xAxis={[{ scaleType: 'band', data: hours, valueFormatter: clock }]}
      yAxis={[
        { id: 'requests', position: 'left', label: 'Requests / min', width: 70 },
        { id: 'latency', position: 'right', label: 'p95 (ms)', width: 60, min: 0 },
      ]}
      series={[
        {
          type: 'bar',
          data: requests,
          label: 'Requests per minute',
          yAxisId: 'requests',
          color: '#90caf9',
        },
        {
          type: 'line',
          data: p95,
          label: 'p95 response time',
          yAxisId: 'latency',
          color: '#d84315',
          valueFormatter: (value) => `${value} ms`,
        },
      ]}
    >
      <ChartsLegend />
      <ChartsSurface>
        <BarPlot />
        <LinePlot />
        <ChartsAxis />
        <ChartsAxisHighlight x="band" />
        <ChartsTooltip />
      </ChartsSurface>
    </ChartDataProvider>
  );
}
