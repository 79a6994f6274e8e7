import 'moment/locale/ar-sa';
import moment from 'moment-hijri';
import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Button from '@mui/material/Button';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import {
  DatePicker,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers/DatePicker';
import {
  useParsedFormat,
  usePickerContext,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

moment.locale('en');

const rtlCache = createCache({
  key: 'hijri-button-rtl',
  stylisPlugins: [prefixer, rtlPlugin],
});

/** A button that opens the calendar: moment-hijri cannot parse typed sections. */
function ButtonDateField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext();
  const placeholder = useParsedFormat();
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
  });

  const text =
    picker.value === null ? placeholder : picker.value.format(picker.fieldFormat);

  return (
    <Button
      {...forwardedProps}
      variant="outlined"
      color={hasValidationError ? 'error' : 'primary'}
      className={picker.rootClassName}
      sx={picker.rootSx}
      ref={picker.triggerRef}
      onClick={() => picker.setOpen((open) => !open)}
    >
      {picker.label ? `${picker.label}: ${text}` : text}
    </Button>
  );
}

export default function HijriButtonField() {
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
            <DatePicker
              label="موعد الزيارة"
              defaultValue={moment('1446/09/15', 'iYYYY/iMM/iDD').locale('ar-sa')}
              // moment-hijri covers 1356 to 1499 AH (1937 to 2076).
              minDate={moment('1937-03-14')}
              maxDate={moment('2076-11-26')}
              slots={{ field: ButtonDateField }}
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
