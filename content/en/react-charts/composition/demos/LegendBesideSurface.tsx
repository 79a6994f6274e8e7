import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

/** Median checkout time of an online shop per month, by device, in seconds. */
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const devices = [
  { label: 'Desktop', data: [96, 94, 91, 88, 86, 85, 83, 81] },
  { label: 'Phone', data: [142, 139, 131, 126, 118, 112, 109, 104] },
  { label: 'Tablet', data: [118, 117, 112, 110, 104, 101, 99, 97] },
];

export default function LegendBesideSurface() {
  return (
    <ChartDataProvider
      height={280}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ min: 60, valueFormatter: (value: number) => `${value} s` }]}
      series={devices.map((device) => ({
        ...device,
        type: 'line' as const,
        valueFormatter: (value: number | null) => `${value} s`,
      }))}
    >
      {/* Your layout: a title and the legend in a side column, the chart beside it. */}
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'center' }}>
        <Box sx={{ width: 150, flexShrink: 0 }}>
          <Typography variant="subtitle2" gutterBottom>
            Median checkout time
          </Typography>
          <ChartsLegend direction="vertical" />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ChartsSurface>
            <LinePlot />
            <ChartsXAxis />
            <ChartsYAxis />
            <ChartsAxisHighlight x="line" />
            <ChartsTooltip />
          </ChartsSurface>
        </Box>
      </Box>
    </ChartDataProvider>
  );
}
