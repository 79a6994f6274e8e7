import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';

const curves: CurveType[] = [
  'monotoneX',
  'linear',
  'catmullRom',
  'natural',
  'monotoneY',
  'bumpX',
  'bumpY',
  'step',
  'stepBefore',
  'stepAfter',
];

// Snow depth at a ski station, in centimetres, every two weeks.
const weeks = [0, 2, 4, 6, 8, 10, 12, 14, 16];
const snowDepth = [12, 35, 41, 38, 74, 92, 88, 51, 20];

export default function CurveTypes() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');

  return (
    <Box>
      <FormControl size="small" sx={{ minWidth: 180, mt: 1, mb: 1 }}>
        <InputLabel id="curve-label">curve</InputLabel>
        <Select
          labelId="curve-label"
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
      <LineChart
        xAxis={[{ data: weeks, label: 'Weeks since opening', min: 0, max: 16 }]}
        series={[{ data: snowDepth, label: 'Snow depth (cm)', curve }]}
        height={300}
      />
    </Box>
  );
}
