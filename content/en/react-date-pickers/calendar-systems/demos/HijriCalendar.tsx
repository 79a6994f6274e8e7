import 'moment/locale/ar-sa';
import moment from 'moment-hijri';
import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The adapter formats in the "ar-sa" locale. Loading it makes it Moment's global
// locale, so switch back to keep the rest of the app in English.
moment.locale('en');

const rtlCache = createCache({
  key: 'hijri-rtl',
  stylisPlugins: [prefixer, rtlPlugin],
});

// 1 Ramadan 1446 AH is March 1, 2025, formatted in the adapter's locale.
const firstOfRamadan = moment('1446/09/01', 'iYYYY/iMM/iDD').locale('ar-sa');

// moment-hijri covers 1356 to 1499 AH (1937 to 2076).
const minDate = moment('1937-03-14');
const maxDate = moment('2076-11-26');

export default function HijriCalendar() {
  const pageTheme = useTheme();
  const theme = React.useMemo(
    () => createTheme(pageTheme, { direction: 'rtl' }),
    [pageTheme],
  );

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={theme}>
        <div dir="rtl">
          <LocalizationProvider dateAdapter={AdapterMomentHijri}>
            <DateCalendar
              defaultValue={firstOfRamadan}
              minDate={minDate}
              maxDate={maxDate}
            />
          </LocalizationProvider>
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
