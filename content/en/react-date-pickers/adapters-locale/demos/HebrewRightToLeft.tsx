import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/he';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { heIL } from '@mui/x-date-pickers/locales';

// Flips the styles (margins, paddings, positions) for right-to-left.
const rtlCache = createCache({
  key: 'pickers-rtl',
  stylisPlugins: [prefixer, rtlPlugin],
});

const webinar = dayjs('2025-09-24T15:00');

export default function HebrewRightToLeft() {
  // Keep the colors and mode of this page, and switch the direction.
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
            dateAdapter={AdapterDayjs}
            adapterLocale="he"
            localeText={
              heIL.components.MuiLocalizationProvider.defaultProps.localeText
            }
          >
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
              <DateTimePicker
                label="וובינר"
                defaultValue={webinar}
                slotProps={{
                  desktopPaper: { dir: 'rtl' },
                  mobilePaper: { dir: 'rtl' },
                }}
              />
              <DateCalendar defaultValue={webinar} />
            </Stack>
          </LocalizationProvider>
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
