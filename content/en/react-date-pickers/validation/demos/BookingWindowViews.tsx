import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function BookingWindowViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-05-12')}
        minDate={dayjs('2025-05-10')}
        maxDate={dayjs('2025-08-20')}
        views={['year', 'month', 'day']}
      />
    </LocalizationProvider>
  );
}
