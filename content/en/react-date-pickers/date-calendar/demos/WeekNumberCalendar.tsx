import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function WeekNumberCalendar() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{
        calendarWeekNumberHeaderText: 'Wk',
        calendarWeekNumberText: (weekNumber) => `W${weekNumber}`,
      }}
    >
      <DateCalendar defaultValue={dayjs('2025-04-17')} displayWeekNumber />
    </LocalizationProvider>
  );
}
