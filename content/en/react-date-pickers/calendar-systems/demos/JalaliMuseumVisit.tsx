import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { faIR } from '@mui/x-date-pickers/locales';

const rtlCache = createCache({
  key: 'jalali-rtl',
  stylisPlugins: [prefixer, rtlPlugin],
});

// Nowruz: 1 Farvardin 1404 is March 21, 2025 (a native Date, as with date-fns).
const nowruzVisit = new Date(2025, 2, 21, 10, 0);

export default function JalaliMuseumVisit() {
  const pageTheme = useTheme();
  const theme = React.useMemo(
    () => createTheme(pageTheme, { direction: 'rtl' }),
    [pageTheme],
  );

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={theme}>
        <div dir="rtl">
          <LocalizationProvider
            dateAdapter={AdapterDateFnsJalali}
            localeText={
              faIR.components.MuiLocalizationProvider.defaultProps.localeText
            }
          >
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
              <DateTimePicker
                label="بازدید از موزه"
                defaultValue={nowruzVisit}
                sx={{ minWidth: 280 }}
                slotProps={{
                  desktopPaper: { dir: 'rtl' },
                  mobilePaper: { dir: 'rtl' },
                }}
              />
              <DateCalendar defaultValue={nowruzVisit} />
            </Stack>
          </LocalizationProvider>
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
