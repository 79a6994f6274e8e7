import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { type FadeOptions, type HighlightOptions } from '@mui/x-charts/context';
import { quarters, regions, units } from './regional-sales';

const highlightOptions: HighlightOptions[] = ['none', 'item', 'series'];
const fadeOptions: FadeOptions[] = ['none', 'series', 'global'];

export default function HighlightScopePlayground() {
  const [highlight, setHighlight] = React.useState<HighlightOptions>('item');
  const [fade, setFade] = React.useState<FadeOptions>('global');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(event) => setHighlight(event.target.value as HighlightOptions)}
          sx={{ width: 140 }}
        >
          {highlightOptions.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="fade"
          value={fade}
          onChange={(event) => setFade(event.target.value as FadeOptions)}
          sx={{ width: 140 }}
        >
          {fadeOptions.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        xAxis={[{ data: quarters }]}
        series={regions.map((region) => ({
          ...region,
          valueFormatter: units,
          highlightScope: { highlight, fade },
        }))}
        height={300}
      />
    </Stack>
  );
}
