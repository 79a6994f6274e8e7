import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// "Mo", "Tu", "We"… instead of the default single letter.
const twoLetters = (date: Dayjs) => date.format('dd');

export default function WeekdayHeaders() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-05-14')}
        dayOfWeekFormatter={twoLetters}
      />
    </LocalizationProvider>
  );
}
