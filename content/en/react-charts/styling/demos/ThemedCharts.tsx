import * as React from 'react';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import type {} from '@mui/x-charts/themeAugmentation';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

// Bookings of a hostel chain: beds per night and average price.
const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];

export default function ThemedCharts() {
  // Start from the page's theme, so the mode and the fonts stay the same.
  const pageTheme = useTheme();
  const theme = React.useMemo(
    () =>
      createTheme(pageTheme, {
        components: {
          MuiChartsAxis: {
            styleOverrides: {
              root: { '& .MuiChartsAxis-tickLabel': { fontStyle: 'italic' } },
            },
          },
          MuiChartsGrid: {
            styleOverrides: { line: { strokeDasharray: '2 6' } },
          },
          MuiChartsLegend: {
            styleOverrides: { root: { fontWeight: 700 } },
          },
          MuiBarChart: {
            defaultProps: { grid: { horizontal: true }, borderRadius: 6 },
          },
          MuiLineChart: {
            defaultProps: { grid: { horizontal: true } },
          },
        },
      }),
    [pageTheme],
  );

  return (
    <ThemeProvider theme={theme}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ width: '100%' }}
      >
        <BarChart
          xAxis={[{ data: weeks }]}
          series={[
            { data: [812, 874, 930, 1012, 1104, 1187], label: 'Beds booked' },
          ]}
          height={260}
        />
        <LineChart
          xAxis={[{ data: weeks, scaleType: 'point' }]}
          series={[{ data: [31, 32, 32, 34, 36, 37], label: 'Average price (€)' }]}
          height={260}
        />
      </Stack>
    </ThemeProvider>
  );
}
