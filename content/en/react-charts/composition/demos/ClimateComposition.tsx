import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';
import { months, rainfall, temperature } from './city-climate';

const DRY_MONTH_MM = 30;

/** Shades the months with less than 30 mm of rain, across the whole plot. */
function DrySeason() {
  const { top, height } = useDrawingArea();
  const xScale = useXScale<'band'>('month');
  // A band scale gives the start of each band; step() is the band plus its gap.
  const step = xScale.step();
  const dryMonths = months.filter(
    (_, index) => (rainfall[index] ?? 0) < DRY_MONTH_MM,
  );

  return (
    <g pointerEvents="none">
      {dryMonths.map((month) => (
        <rect
          key={month}
          x={(xScale(month) ?? 0) - (step - xScale.bandwidth()) / 2}
          y={top}
          width={step}
          height={height}
          fill="#ffb74d"
          fillOpacity={0.18}
        />
      ))}
      <text x={(xScale('Jun') ?? 0) + 4} y={top + 14} fontSize={12} fill="#e65100">
        Dry season
      </text>
    </g>
  );
}

export default function ClimateComposition() {
  return (
    <ChartContainer
      height={320}
      xAxis={[{ id: 'month', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'rain', position: 'left', width: 60 },
        { id: 'temperature', position: 'right', min: 0, max: 30, width: 50 },
      ]}
      series={[
        {
          type: 'bar',
          data: rainfall,
          label: 'Rainfall',
          yAxisId: 'rain',
          color: '#4fc3f7',
          valueFormatter: (value) => `${value} mm`,
        },
        {
          type: 'line',
          data: temperature,
          label: 'Mean temperature',
          yAxisId: 'temperature',
          color: '#e53935',
          valueFormatter: (value) => `${value} °C`,
        },
      ]}
    >
      {/* Drawn first, so everything else is drawn on top of it. */}
      <DrySeason />
      <ChartsGrid horizontal />
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="month" />
      <ChartsYAxis axisId="rain" label="Rainfall (mm)" />
      <ChartsYAxis axisId="temperature" label="Temperature (°C)" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartContainer>
  );
}
