import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { PieChart } from '@mui/x-charts/PieChart';
import type { FadeOptions, HighlightOptions } from '@mui/x-charts/context';

// Inner ring: product families. Outer ring: the products of each family.
const families = [
  { id: 'coffee', value: 620, label: 'Coffee' },
  { id: 'tea', value: 240, label: 'Tea' },
];

const products = [
  { id: 'espresso', value: 330, label: 'Espresso' },
  { id: 'filter', value: 190, label: 'Filter' },
  { id: 'cold-brew', value: 100, label: 'Cold brew' },
  { id: 'green', value: 140, label: 'Green tea' },
  { id: 'black', value: 100, label: 'Black tea' },
];

export default function HighlightScopeOptions() {
  const [highlight, setHighlight] = React.useState<HighlightOptions>('item');
  const [fade, setFade] = React.useState<FadeOptions>('global');
  const highlightScope = { highlight, fade };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="pie-highlight-label">highlight</InputLabel>
          <Select
            labelId="pie-highlight-label"
            label="highlight"
            value={highlight}
            onChange={(event) =>
              setHighlight(event.target.value as HighlightOptions)
            }
          >
            <MenuItem value="none">none</MenuItem>
            <MenuItem value="item">item</MenuItem>
            <MenuItem value="series">series</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="pie-fade-label">fade</InputLabel>
          <Select
            labelId="pie-fade-label"
            label="fade"
            value={fade}
            onChange={(event) => setFade(event.target.value as FadeOptions)}
          >
            <MenuItem value="none">none</MenuItem>
            <MenuItem value="series">series</MenuItem>
            <MenuItem value="global">global</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <PieChart
        series={[
          {
            id: 'families',
            data: families,
            outerRadius: '45%',
            highlightScope,
            faded: { color: 'gray' },
          },
          {
            id: 'products',
            data: products,
            innerRadius: '55%',
            highlightScope,
            faded: { color: 'gray' },
          },
        ]}
        height={260}
        hideLegend
      />
    </Stack>
  );
}
