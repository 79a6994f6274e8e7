import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ChartsTooltipContainer, useItemTooltip } from '@mui/x-charts/ChartsTooltip';
import { Heatmap, type HeatmapTooltipProps } from '@mui/x-charts-pro/Heatmap';
import { hourLabels, latencyCells, latencyTarget, regions } from './server-latency';

function LatencyTooltipContent() {
  const item = useItemTooltip<'heatmap'>();
  if (!item) {
    return null;
  }
  const [slot, region, milliseconds] = item.value;
  const overTarget = milliseconds > latencyTarget;
  return (
    <Paper elevation={4} sx={{ p: 1.5, minWidth: 180 }}>
      <Typography variant="subtitle2">{regions[region]}</Typography>
      <Typography variant="body2" color="text.secondary">
        {hourLabels[slot]} – {hourLabels[(slot + 1) % hourLabels.length]} UTC
      </Typography>
      <Typography variant="h6" component="p" sx={{ my: 0.5 }}>
        {milliseconds} ms
      </Typography>
      <Chip
        size="small"
        color={overTarget ? 'error' : 'success'}
        label={
          overTarget
            ? `${milliseconds - latencyTarget} ms over target`
            : `Within the ${latencyTarget} ms target`
        }
      />
    </Paper>
  );
}

function LatencyTooltip(props: HeatmapTooltipProps) {
  return (
    <ChartsTooltipContainer {...props} trigger="item">
      <LatencyTooltipContent />
    </ChartsTooltipContainer>
  );
}

export default function CustomLatencyTooltip() {
  return (
    <Heatmap
      xAxis={[{ data: hourLabels, label: 'Hour (UTC)' }]}
      yAxis={[{ data: regions, width: 80 }]}
      series={[{ data: latencyCells, label: 'p95 latency' }]}
      zAxis={[
        {
          colorMap: {
            type: 'continuous',
            min: 100,
            max: 400,
            color: ['#f3e5f5', '#4a148c'],
          },
        },
      ]}
      slots={{ tooltip: LatencyTooltip }}
      height={300}
    />
  );
}
