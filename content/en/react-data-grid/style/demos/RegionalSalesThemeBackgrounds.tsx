import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid-pro/themeAugmentation';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface RegionSales {
  id: string;
  region: string;
  jan: number;
  feb: number;
  mar: number;
  apr: number;
  may: number;
  jun: number;
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'] as const;

const rows: RegionSales[] = [
  {
    id: 'north',
    region: 'North',
    jan: 412,
    feb: 388,
    mar: 455,
    apr: 470,
    may: 502,
    jun: 531,
  },
  {
    id: 'south',
    region: 'South',
    jan: 298,
    feb: 310,
    mar: 342,
    apr: 336,
    may: 365,
    jun: 390,
  },
  {
    id: 'east',
    region: 'East',
    jan: 520,
    feb: 498,
    mar: 547,
    apr: 561,
    may: 575,
    jun: 602,
  },
  {
    id: 'west',
    region: 'West',
    jan: 377,
    feb: 402,
    mar: 396,
    apr: 421,
    may: 448,
    jun: 459,
  },
  {
    id: 'central',
    region: 'Central',
    jan: 265,
    feb: 281,
    mar: 290,
    apr: 305,
    may: 318,
    jun: 334,
  },
];

const totalRow: RegionSales = months.reduce(
  (total, month) => ({
    ...total,
    [month]: rows.reduce((sum, row) => sum + row[month], 0),
  }),
  {
    id: 'total',
    region: 'All regions',
    jan: 0,
    feb: 0,
    mar: 0,
    apr: 0,
    may: 0,
    jun: 0,
  },
);

const pinnedRows = { bottom: [totalRow] };

const columns: GridColDef<RegionSales>[] = [
  { field: 'region', headerName: 'Region', width: 140 },
  ...months.map<GridColDef<RegionSales>>((month) => ({
    field: month,
    headerName: month.charAt(0).toUpperCase() + month.slice(1),
    type: 'number',
    width: 110,
  })),
];

// Mixes the page's own colours, so the demo follows its light and dark modes.
// In your app, plain colours in createTheme() are enough (see the code below the demo).
function withGridBackgrounds(outerTheme: Theme): Theme {
  const { palette } = outerTheme.vars || outerTheme;
  const tint = (percent: number) =>
    `color-mix(in srgb, ${palette.primary.main} ${percent}%, ${palette.background.default})`;
  return {
    ...outerTheme,
    palette: {
      ...outerTheme.palette,
      DataGrid: { bg: tint(3), headerBg: tint(14), pinnedBg: tint(8) },
    },
  };
}

const pageThemeOnly = (outerTheme: Theme) => outerTheme;

export default function RegionalSalesThemeBackgrounds() {
  const [customBackgrounds, setCustomBackgrounds] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={customBackgrounds}
            onChange={(event) => setCustomBackgrounds(event.target.checked)}
          />
        }
        label="Theme backgrounds (palette.DataGrid)"
      />
      <ThemeProvider theme={customBackgrounds ? withGridBackgrounds : pageThemeOnly}>
        <div style={{ height: 340, width: '100%' }}>
          <DataGridPro
            rows={rows}
            columns={columns}
            pinnedRows={pinnedRows}
            initialState={{ pinnedColumns: { left: ['region'] } }}
            hideFooter
          />
        </div>
      </ThemeProvider>
    </Stack>
  );
}
