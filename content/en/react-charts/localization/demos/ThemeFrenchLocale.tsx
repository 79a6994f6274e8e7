import * as React from 'react';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { frFR } from '@mui/x-charts/locales';

const trimestres = ['T1', 'T2', 'T3', 'T4'];

export default function ThemeFrenchLocale() {
  // Add the French chart texts to the page's theme; createTheme merges its arguments.
  const pageTheme = useTheme();
  const theme = React.useMemo(() => createTheme(pageTheme, frFR), [pageTheme]);

  return (
    <ThemeProvider theme={theme}>
      <BarChart
        xAxis={[{ data: trimestres }]}
        series={[{ data: [], label: 'Chiffre d’affaires' }]}
        height={240}
      />
    </ThemeProvider>
  );
}
