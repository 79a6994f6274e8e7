import * as React from 'react';
import moment from 'moment-jalaali';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentJalaali } from '@mui/x-date-pickers/AdapterMomentJalaali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { faIR } from '@mui/x-date-pickers/locales';

// Persian month and weekday names for the "fa" locale the adapter uses.
// loadPersian() also makes "fa" Moment's global locale: switch back to English.
moment.loadPersian({ dialect: 'persian-modern' });
moment.locale('en');

const rtlCache = createCache({
  key: 'jalaali-rtl',
  stylisPlugins: [prefixer, rtlPlugin],
});

export default function JalaaliMoment() {
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
            dateAdapter={AdapterMomentJalaali}
            localeText={
              faIR.components.MuiLocalizationProvider.defaultProps.localeText
            }
          >
            <DatePicker
              label="وبینار"
              defaultValue={moment('1404/07/02', 'jYYYY/jMM/jDD')}
              slotProps={{
                desktopPaper: { dir: 'rtl' },
                mobilePaper: { dir: 'rtl' },
              }}
            />
          </LocalizationProvider>
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
