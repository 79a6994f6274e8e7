import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// American English, but with weeks from Monday (1) instead of Sunday (0).
const enUSWeekFromMonday: Locale = {
  ...enUS,
  options: { ...enUS.options, weekStartsOn: 1 },
};

const payday = new Date(2025, 5, 30);

export default function WeekStartsOnMonday() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enUS}>
        <DateCalendar defaultValue={payday} />
      </LocalizationProvider>
      <LocalizationProvider
        dateAdapter={AdapterDateFns}
        adapterLocale={enUSWeekFromMonday}
      >
        <DateCalendar defaultValue={payday} />
      </LocalizationProvider>
    </Stack>
  );
}
