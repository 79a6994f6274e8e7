import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { type ChartsColorPaletteCallback } from '@mui/x-charts/colorPalettes';

// Deep colours on a light background, lighter ones on a dark background.
const roastPalette: ChartsColorPaletteCallback = (mode) =>
  mode === 'dark'
    ? ['#ffcc80', '#bcaaa4', '#80cbc4']
    : ['#e65100', '#5d4037', '#00695c'];

// Kilograms of coffee roasted per week, by roast level.
const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];

const lightTheme = createTheme({ palette: { mode: 'light' } });
const darkTheme = createTheme({ palette: { mode: 'dark' } });

export default function ModeAwarePalette() {
  const [dark, setDark] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={dark}
            onChange={(event) => setDark(event.target.checked)}
          />
        }
        label="Dark mode"
      />
      <ThemeProvider theme={dark ? darkTheme : lightTheme}>
        <Box
          sx={{
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderRadius: 1,
            p: 1,
          }}
        >
          <BarChart
            colors={roastPalette}
            xAxis={[{ data: weeks }]}
            series={[
              { data: [120, 132, 128, 141, 150, 146], label: 'Light roast' },
              { data: [210, 204, 221, 230, 226, 240], label: 'Medium roast' },
              { data: [90, 96, 88, 101, 97, 110], label: 'Dark roast' },
            ]}
            height={280}
          />
        </Box>
      </ThemeProvider>
    </Box>
  );
}
