import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const orders = [1284, 1172, 1219, 1307, 1541, 862, 433];

export default function HiddenLegend() {
  const [showLegend, setShowLegend] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={showLegend}
            onChange={(event) => setShowLegend(event.target.checked)}
          />
        }
        label="Show legend"
      />
      <BarChart
        height={260}
        hideLegend={!showLegend}
        xAxis={[{ scaleType: 'band', data: days }]}
        series={[{ data: orders, label: 'Orders shipped' }]}
      />
    </Stack>
  );
}
