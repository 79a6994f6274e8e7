import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

// Books borrowed per month at a neighbourhood library, adults and children.
const months = ['Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb'];

export default function ComposedItemTooltip() {
  return (
    <ChartContainer
      xAxis={[{ data: months, scaleType: 'band' }]}
      series={[
        { type: 'bar', data: [1840, 2010, 2230, 1760, 2390, 2150], label: 'Adults' },
        {
          type: 'bar',
          data: [960, 1120, 1270, 1490, 1180, 1050],
          label: 'Children',
        },
      ]}
      disableAxisListener
      height={300}
    >
      <BarPlot />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsTooltip trigger="item" />
    </ChartContainer>
  );
}
