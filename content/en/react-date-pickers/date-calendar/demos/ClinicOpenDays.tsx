import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

/** The clinic is closed on Saturdays and Sundays. */
function isWeekend(day: Dayjs) {
  return day.day() === 0 || day.day() === 6;
}

export default function ClinicOpenDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar disablePast shouldDisableDate={isWeekend} />
    </LocalizationProvider>
  );
}
