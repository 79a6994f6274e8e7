import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

const agents = ['Amara', 'Bruno', 'Chen', 'Dana', 'Elif', 'Farid'];
const ticketsSolved = [148, 121, 167, 96, 139, 152];
const TARGET = 130;

export default function BarsWithTargetComposition() {
  return (
    <ChartContainer
      xAxis={[{ id: 'agents', scaleType: 'band', data: agents }]}
      yAxis={[{ id: 'tickets', max: 180 }]}
      series={[{ type: 'bar', data: ticketsSolved, label: 'Tickets solved' }]}
      height={300}
    >
      <BarPlot borderRadius={4} />
      <ChartsReferenceLine
        y={TARGET}
        label={`Target: ${TARGET}`}
        labelAlign="end"
        lineStyle={{ strokeDasharray: '6 4' }}
      />
      <ChartsXAxis axisId="agents" />
      <ChartsYAxis axisId="tickets" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartContainer>
  );
}
