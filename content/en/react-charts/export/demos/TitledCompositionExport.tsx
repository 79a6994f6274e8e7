import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useChartRootRef } from '@mui/x-charts/hooks';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import type { ChartProApi } from '@mui/x-charts-pro/ChartContainerPro';
import { ChartDataProviderPro } from '@mui/x-charts-pro/ChartDataProviderPro';

// Rainfall (bars, left axis) and average temperature (line, right axis) in Lisbon.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const rainfall = [99, 88, 57, 65, 46, 13];
const temperature = [11.6, 12.7, 14.6, 15.8, 18.1, 21.1];

/**
 * Everything inside this element is exported: the title and source line too. It
 * registers itself as the chart's root with `useChartRootRef()`.
 */
function ExportRoot({ children }: { children: React.ReactNode }) {
  // The hook returns `RefObject<HTMLDivElement | null>`, the React 19 shape; React 18's
  // types expect `RefObject<HTMLDivElement>` in `ref`, which is the same object.
  const chartRootRef = useChartRootRef() as React.RefObject<HTMLDivElement>;
  return (
    <Stack ref={chartRootRef} sx={{ bgcolor: 'background.paper', p: 2 }}>
      {children}
    </Stack>
  );
}

export default function TitledCompositionExport() {
  const apiRef = React.useRef<ChartProApi>(undefined);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => apiRef.current?.exportAsPrint()}>
          Print
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            apiRef.current?.exportAsImage({ fileName: 'lisbon-climate' })
          }
        >
          Download PNG
        </Button>
      </Stack>
      <ChartDataProviderPro
        apiRef={apiRef}
        height={280}
        series={[
          { type: 'bar', data: rainfall, label: 'Rainfall (mm)', yAxisId: 'rain' },
          {
            type: 'line',
            data: temperature,
            label: 'Temperature (°C)',
            yAxisId: 'temperature',
            color: '#e65100',
          },
        ]}
        xAxis={[{ id: 'months', data: months, scaleType: 'band', height: 28 }]}
        yAxis={[
          { id: 'rain', position: 'left', width: 40 },
          { id: 'temperature', position: 'right', width: 40 },
        ]}
      >
        <ExportRoot>
          <Typography variant="subtitle1" component="h3">
            Lisbon: rainfall and temperature, January to June
          </Typography>
          <ChartsLegend direction="horizontal" />
          <ChartsSurface>
            <BarPlot />
            <LinePlot />
            <MarkPlot />
            <ChartsXAxis axisId="months" />
            <ChartsYAxis axisId="rain" />
            <ChartsYAxis axisId="temperature" />
            <ChartsTooltip />
          </ChartsSurface>
          <Typography variant="caption" color="text.secondary">
            Source: long-term monthly averages, rounded.
          </Typography>
        </ExportRoot>
      </ChartDataProviderPro>
    </Stack>
  );
}
