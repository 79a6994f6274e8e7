import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

/** New accounts per week of a language-learning app, by sign-up method. */
const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
const withEmail = [1240, 1310, 1185, 1420, 1490, 1380, 1560, 1610];
const withGoogle = [860, 910, 980, 1050, 1120, 1190, 1240, 1330];

type SeriesType = 'bar' | 'line';

export default function SwitchSeriesType() {
  const [type, setType] = React.useState<SeriesType>('bar');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Series type"
        value={type}
        onChange={(_event, next: SeriesType | null) => next && setType(next)}
      >
        <ToggleButton value="bar">bar</ToggleButton>
        <ToggleButton value="line">line</ToggleButton>
      </ToggleButtonGroup>
      <ChartContainer
        height={280}
        xAxis={[{ id: 'week', scaleType: 'band', data: weeks }]}
        series={[
          { type, data: withEmail, label: 'Email' },
          { type, data: withGoogle, label: 'Google account' },
        ]}
      >
        {/* Each plot draws only the series of its own type. */}
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="week" />
        <ChartsYAxis />
        <ChartsAxisHighlight x={type === 'bar' ? 'band' : 'line'} />
        <ChartsTooltip />
      </ChartContainer>
    </Stack>
  );
}
