import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Build durations of a CI pipeline, in minutes, for its last 16 runs.
const buildMinutes = [
  11.2, 10.8, 12.5, 11.9, 14.1, 13.7, 9.8, 10.2, 10.4, 15.6, 12.2, 11.1, 10.9, 10.5,
  9.9, 10.1,
];

const formatMinutes = (value: number | null) =>
  value === null ? '' : `${value} min`;

export default function TooltipAndHighlightSparklines() {
  const [showTooltip, setShowTooltip] = React.useState(true);
  const [showHighlight, setShowHighlight] = React.useState(true);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={showTooltip}
              onChange={(event) => setShowTooltip(event.target.checked)}
            />
          }
          label="showTooltip"
        />
        <FormControlLabel
          control={
            <Switch
              checked={showHighlight}
              onChange={(event) => setShowHighlight(event.target.checked)}
            />
          }
          label="showHighlight"
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Box sx={{ flex: 1 }} data-testid="build-line">
          <SparkLineChart
            data={buildMinutes}
            valueFormatter={formatMinutes}
            showTooltip={showTooltip}
            showHighlight={showHighlight}
            height={80}
          />
        </Box>
        <Box sx={{ flex: 1 }} data-testid="build-bars">
          <SparkLineChart
            plotType="bar"
            data={buildMinutes}
            valueFormatter={formatMinutes}
            showTooltip={showTooltip}
            showHighlight={showHighlight}
            height={80}
          />
        </Box>
      </Stack>
    </Stack>
  );
}
