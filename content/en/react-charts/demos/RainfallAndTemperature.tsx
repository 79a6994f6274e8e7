import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const rainfall = [98, 86, 71, 62, 54, 22, 7, 9, 36, 80, 112, 121];
const temperature = [
  11.3, 12.1, 14.4, 15.9, 18.5, 21.6, 23.8, 24.2, 22.4, 19.0, 14.9, 12.2,
];

export default function RainfallAndTemperature() {
  return (
    <ChartContainer
      height={320}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        {
          id: 'rain',
          position: 'left',
          width: 60,
          valueFormatter: (value: number) => `${value} mm`,
        },
        {
          id: 'temp',
          position: 'right',
          width: 55,
          min: 0,
          valueFormatter: (value: number) => `${value} °C`,
        },
      ]}
      series={[
        {
          type: 'bar',
          data: rainfall,
          label: 'Rainfall',
          yAxisId: 'rain',
          valueFormatter: (v) => `${v} mm`,
        },
        {
          type: 'line',
          data: temperature,
          label: 'Mean temperature',
          yAxisId: 'temp',
          valueFormatter: (v) => `${v} °C`,
        },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="months" />
      <ChartsYAxis axisId="rain" />
      <ChartsYAxis axisId="temp" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartContainer>
  );
}
