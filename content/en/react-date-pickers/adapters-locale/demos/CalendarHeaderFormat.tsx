import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const payday = dayjs('2025-06-30');

export default function CalendarHeaderFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateCalendar defaultValue={payday} />
        <DateCalendar
          defaultValue={payday}
          slotProps={{ calendarHeader: { format: 'MM/YYYY' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
