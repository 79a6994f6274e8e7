import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { PieChart } from '@mui/x-charts/PieChart';

// Where a podcast's listeners found it.
const sources = [
  { id: 'search', value: 36, label: 'Search' },
  { id: 'friends', value: 28, label: 'Friends' },
  { id: 'social', value: 21, label: 'Social media' },
  { id: 'newsletter', value: 15, label: 'Newsletter' },
];

type Placement = 'end' | 'start' | 'top' | 'bottom';

const positions = {
  end: { vertical: 'middle', horizontal: 'end' },
  start: { vertical: 'middle', horizontal: 'start' },
  top: { vertical: 'top', horizontal: 'center' },
  bottom: { vertical: 'bottom', horizontal: 'center' },
} as const;

export default function LegendPlacementPie() {
  const [placement, setPlacement] = React.useState<Placement>('end');
  const [hideLegend, setHideLegend] = React.useState(false);
  const horizontal = placement === 'top' || placement === 'bottom';

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="legend-placement-label">Legend position</InputLabel>
          <Select
            labelId="legend-placement-label"
            label="Legend position"
            value={placement}
            onChange={(event) => setPlacement(event.target.value as Placement)}
          >
            <MenuItem value="end">Right (end)</MenuItem>
            <MenuItem value="start">Left (start)</MenuItem>
            <MenuItem value="top">Top</MenuItem>
            <MenuItem value="bottom">Bottom</MenuItem>
          </Select>
        </FormControl>
        <FormControlLabel
          control={
            <Switch
              checked={hideLegend}
              onChange={(event) => setHideLegend(event.target.checked)}
            />
          }
          label="hideLegend"
        />
      </Stack>
      <PieChart
        series={[{ data: sources, valueFormatter: (item) => `${item.value}%` }]}
        slotProps={{
          legend: {
            position: positions[placement],
            direction: horizontal ? 'horizontal' : 'vertical',
          },
        }}
        hideLegend={hideLegend}
        height={240}
      />
    </Stack>
  );
}
