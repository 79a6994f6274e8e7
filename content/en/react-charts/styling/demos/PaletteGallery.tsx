import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  blueberryTwilightPalette,
  bluePalette,
  cheerfulFiestaPalette,
  greenPalette,
  mangoFusionPalette,
  rainbowSurgePalette,
  strawberrySkyPalette,
} from '@mui/x-charts/colorPalettes';

const palettes = {
  rainbowSurgePalette,
  blueberryTwilightPalette,
  mangoFusionPalette,
  cheerfulFiestaPalette,
  strawberrySkyPalette,
  bluePalette,
  greenPalette,
};
type PaletteName = keyof typeof palettes;

// How a household's monthly budget is spent, in percent.
const budget = [
  { label: 'Housing', value: 34 },
  { label: 'Food', value: 16 },
  { label: 'Transport', value: 13 },
  { label: 'Savings', value: 12 },
  { label: 'Health', value: 8 },
  { label: 'Leisure', value: 10 },
  { label: 'Other', value: 7 },
];

export default function PaletteGallery() {
  const [name, setName] = React.useState<PaletteName>('rainbowSurgePalette');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Palette"
        value={name}
        onChange={(event) => setName(event.target.value as PaletteName)}
        sx={{ width: 260 }}
      >
        {Object.keys(palettes).map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <PieChart
        colors={palettes[name]}
        series={[{ data: budget, innerRadius: 45, paddingAngle: 1 }]}
        height={260}
      />
    </Stack>
  );
}
