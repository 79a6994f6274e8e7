import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  ChartsTooltipContainer,
  useAxesTooltip,
  type ChartsTooltipProps,
} from '@mui/x-charts/ChartsTooltip';
import { channels, weeks } from './support-tickets';

const percent = new Intl.NumberFormat('en-US', { style: 'percent' });

/** The content: each channel with its share of the week, and the week's total. */
function ChannelShareContent() {
  const axes = useAxesTooltip();
  const axis = axes?.[0];
  if (!axis) {
    return null;
  }
  const values = axis.seriesItems.map((item) => Number(item.value ?? 0));
  const total = values.reduce((sum, value) => sum + value, 0);

  return (
    <Paper elevation={3} sx={{ px: 2, py: 1.5, minWidth: 200 }}>
      <Typography variant="subtitle2">
        Week {axis.axisFormattedValue.slice(1)}
      </Typography>
      {axis.seriesItems.map((item, index) => (
        <Typography
          key={item.seriesId}
          variant="body2"
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <span
            aria-hidden
            style={{
              width: 10,
              height: 10,
              borderRadius: 2,
              background: item.color,
            }}
          />
          <span style={{ flex: 1 }}>{item.formattedLabel}</span>
          <strong>{item.formattedValue}</strong>
          <span style={{ width: 36, textAlign: 'right' }}>
            {percent.format((values[index] ?? 0) / total)}
          </span>
        </Typography>
      ))}
      <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
        Total: {total.toLocaleString('en-US')} tickets
      </Typography>
    </Paper>
  );
}

/** The `tooltip` slot: the chart's own container, with our content inside. */
function ShareTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props} trigger="axis">
      <ChannelShareContent />
    </ChartsTooltipContainer>
  );
}

export default function ChannelShareTooltip() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: weeks }]}
      series={channels.map((channel) => ({ ...channel, stack: 'tickets' }))}
      slots={{ tooltip: ShareTooltip }}
    />
  );
}
