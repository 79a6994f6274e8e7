import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { createRandom, normal, round } from './seeded-random';

// 150 finishers of a city marathon: minutes for the first and the second half.
const random = createRandom(42);
const runners = Array.from({ length: 150 }, (_, index) => {
  const firstHalf = round(normal(random, 112, 16));
  const fade = Math.max(-6, normal(random, 7, 7)) * (firstHalf / 110);
  return { id: index, x: firstHalf, y: round(firstHalf + fade) };
});

const formatTime = (minutes: number) =>
  `${Math.floor(minutes / 60)}:${String(Math.round(minutes % 60)).padStart(2, '0')}`;

const evenPace = [65, 170];

export default function MarathonPacingSplits() {
  return (
    <ChartContainer
      series={[
        {
          type: 'line',
          id: 'even',
          label: 'Even pace',
          data: evenPace,
          color: '#9e9e9e',
        },
        {
          type: 'scatter',
          id: 'runners',
          label: 'Runners',
          data: runners,
          markerSize: 3,
          valueFormatter: (value) =>
            value && `${formatTime(value.x)} then ${formatTime(value.y)}`,
        },
      ]}
      xAxis={[
        {
          id: 'first',
          scaleType: 'linear',
          data: evenPace,
          min: 65,
          max: 170,
          label: 'First half (h:mm)',
          valueFormatter: formatTime,
        },
      ]}
      yAxis={[
        {
          id: 'second',
          min: 65,
          max: 170,
          label: 'Second half (h:mm)',
          valueFormatter: formatTime,
          width: 55,
        },
      ]}
      height={340}
    >
      <ChartsGrid horizontal vertical />
      <LinePlot />
      <ScatterPlot />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsTooltip trigger="item" />
    </ChartContainer>
  );
}
