import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10'];
// Weigh-ins of a training plan; two weeks were skipped.
const weight = [82.4, 81.9, null, 81.1, 80.6, null, null, 79.8, 79.5, 79.1];

export default function ConnectNullsToggle() {
  const [connectNulls, setConnectNulls] = React.useState(true);

  return (
    <Box>
      <FormControlLabel
        sx={{ px: 1 }}
        control={
          <Switch
            checked={connectNulls}
            onChange={(event) => setConnectNulls(event.target.checked)}
          />
        }
        label="connectNulls"
      />
      <LineChart
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[{ min: 78, max: 83 }]}
        series={[
          {
            data: weight,
            label: 'Weight (kg)',
            connectNulls,
          },
        ]}
        height={300}
      />
    </Box>
  );
}
