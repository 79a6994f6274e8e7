import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  ChartsTooltipContainer,
  type ChartsTooltipProps,
  useAxesTooltip,
} from '@mui/x-charts/ChartsTooltip';
import { LineChart } from '@mui/x-charts/LineChart';
import { hours, ms, p50, p95, p99 } from './server-latency';

/** The service level objective: 99 % of requests answered within 300 ms. */
const BUDGET_MS = 300;

function LatencyBudgetContent() {
  // One entry per axis under the pointer; this chart has a single x-axis.
  const axis = useAxesTooltip()?.[0];
  if (!axis) {
    return null;
  }
  const { axisFormattedValue, seriesItems } = axis;
  const slowest = seriesItems.find((item) => item.seriesId === 'p99');
  const overBudget = typeof slowest?.value === 'number' && slowest.value > BUDGET_MS;

  return (
    <Paper elevation={4} sx={{ p: 1.5, minWidth: 200 }}>
      <Typography variant="subtitle2">{axisFormattedValue}</Typography>
      {seriesItems.map((item) => (
        <Box
          key={item.seriesId}
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <Box
            sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color }}
          />
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {item.formattedLabel}
          </Typography>
          <Typography variant="body2">{item.formattedValue}</Typography>
        </Box>
      ))}
      <Typography
        variant="caption"
        component="p"
        sx={{ mt: 1, color: overBudget ? 'error.main' : 'success.main' }}
      >
        {overBudget ? `p99 above the ${BUDGET_MS} ms budget` : 'Within budget'}
      </Typography>
    </Paper>
  );
}

function BudgetTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props} trigger="axis">
      <LatencyBudgetContent />
    </ChartsTooltipContainer>
  );
}

export default function LatencyBudgetTooltip() {
  return (
    <LineChart
      xAxis={[{ data: hours, scaleType: 'point' }]}
      series={[
        { id: 'p50', data: p50, label: 'Median' },
        { id: 'p95', data: p95, label: '95th percentile' },
        { id: 'p99', data: p99, label: '99th percentile' },
      ].map((series) => ({ ...series, valueFormatter: ms }))}
      slots={{ tooltip: BudgetTooltip }}
      height={300}
    />
  );
}
