import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  ChartsTooltipContainer,
  type ChartsTooltipProps,
  useItemTooltip,
} from '@mui/x-charts/ChartsTooltip';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { hoursAndMinutes, runners } from './marathon-runners';

function RunnerCard() {
  const tooltip = useItemTooltip<'scatter'>();
  const runner = tooltip && runners[tooltip.identifier.dataIndex];
  if (!tooltip || !runner) {
    return null;
  }
  const finish = runner.firstHalf + runner.secondHalf;
  const change = runner.secondHalf - runner.firstHalf;
  return (
    <Paper
      elevation={4}
      sx={{ p: 1.5, minWidth: 180, borderTop: 4, borderColor: tooltip.color }}
    >
      <Typography variant="subtitle2">{runner.name}</Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        Bib {runner.bib}
      </Typography>
      <Typography variant="body2">Finish time {hoursAndMinutes(finish)}</Typography>
      <Typography variant="body2">
        {change <= 0
          ? `Negative split: ${-change} min faster`
          : `Second half ${change} min slower`}
      </Typography>
    </Paper>
  );
}

// The container opens, closes and places the tooltip; the card only renders the content.
function RunnerTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props} trigger="item">
      <RunnerCard />
    </ChartsTooltipContainer>
  );
}

export default function RunnerCardTooltip() {
  return (
    <ScatterChart
      xAxis={[{ label: 'First half (min)', min: 60, max: 140 }]}
      yAxis={[{ label: 'Second half (min)', min: 60, max: 160 }]}
      series={[
        {
          label: 'Runners',
          data: runners.map((runner) => ({
            id: runner.id,
            x: runner.firstHalf,
            y: runner.secondHalf,
          })),
          markerSize: 6,
        },
      ]}
      slots={{ tooltip: RunnerTooltip }}
      hideLegend
      height={320}
    />
  );
}
