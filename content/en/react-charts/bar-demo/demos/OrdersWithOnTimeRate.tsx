import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

// A warehouse's weekly order volume and the share of orders shipped on time.
const weeks = ['W14', 'W15', 'W16', 'W17', 'W18', 'W19', 'W20', 'W21'];
const orders = [5120, 5480, 6210, 7940, 8630, 7410, 6020, 5750];
const onTimeRate = [98.1, 97.6, 96.2, 91.4, 88.9, 93.7, 96.8, 97.9];

export default function OrdersWithOnTimeRate() {
  return (
    <ChartDataProvider
      height={300}
      xAxis={[{ id: 'weeks', scaleType: 'band', data: weeks }]}
      yAxis={[
        { id: 'orders', position: 'left', width: 60 },
        {
          id: 'rate',
          position: 'right',
          min: 80,
          max: 100,
          width: 50,
          valueFormatter: (value: number) => `${value}%`,
        },
      ]}
      series={[
        {
          type: 'bar',
          data: orders,
          label: 'Orders',
          yAxisId: 'orders',
          color: '#90a4ae',
          valueFormatter: (value) =>
            value === null ? '' : value.toLocaleString('en-US'),
        },
        {
          type: 'line',
          data: onTimeRate,
          label: 'Shipped on time',
          yAxisId: 'rate',
          color: '#d81b60',
          valueFormatter: (value) => (value === null ? '' : `${value}%`),
        },
      ]}
    >
      {/* The legend is HTML: it sits above the SVG surface. */}
      <ChartsLegend sx={{ justifyContent: 'center', mb: 1 }} />
      <ChartsSurface>
        <ChartsGrid horizontal />
        <BarPlot borderRadius={3} />
        <LinePlot />
        <ChartsXAxis axisId="weeks" />
        <ChartsYAxis axisId="orders" />
        <ChartsYAxis axisId="rate" />
        <ChartsAxisHighlight x="band" />
        <MarkPlot />
      </ChartsSurface>
      <ChartsTooltip />
    </ChartDataProvider>
  );
}
