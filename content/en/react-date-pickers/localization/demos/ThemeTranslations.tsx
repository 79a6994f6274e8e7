import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { zhCN } from '@mui/x-date-pickers/locales';

export default function ThemeTranslations() {
  // In an app, pass zhCN to the createTheme() call of your root theme.
  // Here it extends the theme of this page, to keep its colors and mode.
  const pageTheme = useTheme();
  const theme = React.useMemo(() => createTheme(pageTheme, zhCN), [pageTheme]);

  return (
    <ThemeProvider theme={theme}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="zh-cn">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <MobileDateTimePicker
            label="网络研讨会"
            defaultValue={dayjs('2025-09-24T15:00')}
          />
          <DateField label="报名截止" />
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
