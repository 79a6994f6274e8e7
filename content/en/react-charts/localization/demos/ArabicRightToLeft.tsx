import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

// Flips the styles (margins, paddings, positions) of the HTML parts: legend and tooltip.
const rtlCache = createCache({
  key: 'charts-rtl',
  stylisPlugins: [prefixer, rtlPlugin],
});

// Passengers per month at a regional airport, in thousands, for two terminals.
const months = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو'];
const terminal1 = [182, 169, 201, 214, 236, 262];
const terminal2 = [96, 91, 104, 118, 125, 141];

const arabicNumber = new Intl.NumberFormat('ar-EG');
const thousands = (value: number | null) =>
  value === null ? '' : `${arabicNumber.format(value)} ألف`;

export default function ArabicRightToLeft() {
  // Keep the colours and mode of this page, and switch the direction.
  const pageTheme = useTheme();
  const theme = React.useMemo(
    () => createTheme(pageTheme, { direction: 'rtl' }),
    [pageTheme],
  );

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={theme}>
        <div dir="rtl" style={{ width: '100%' }}>
          <BarChart
            // The first month on the right, and the value axis on the right too.
            xAxis={[{ data: months, reverse: true }]}
            yAxis={[
              {
                position: 'right',
                valueFormatter: (value: number) => arabicNumber.format(value),
              },
            ]}
            series={[
              { data: terminal1, label: 'المبنى ١', valueFormatter: thousands },
              { data: terminal2, label: 'المبنى ٢', valueFormatter: thousands },
            ]}
            // The tooltip is rendered at the end of <body>, outside the dir="rtl" element.
            slotProps={{ tooltip: { dir: 'rtl' } }}
            height={300}
          />
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
