import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { CurveType } from '@mui/x-charts/models';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Hourly visitors of a ski resort's webcam page on a Saturday.
const visitors = [
  12, 8, 6, 5, 9, 31, 88, 142, 168, 151, 133, 128, 120, 117, 109, 96, 84,
];

const curves: CurveType[] = ['linear', 'monotoneX', 'natural', 'catmullRom', 'step'];

export default function AreaAndCurveSparkline() {
  const [area, setArea] = React.useState(true);
  const [curve, setCurve] = React.useState<CurveType>('natural');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={area}
              onChange={(event) => setArea(event.target.checked)}
            />
          }
          label="area"
        />
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="sparkline-curve-label">curve</InputLabel>
          <Select
            labelId="sparkline-curve-label"
            label="curve"
            value={curve}
            onChange={(event) => setCurve(event.target.value as CurveType)}
          >
            {curves.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <SparkLineChart data={visitors} area={area} curve={curve} height={80} />
    </Stack>
  );
}
