import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function RecentYearsFirst() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <YearCalendar
        defaultValue={dayjs('2025-01-01')}
        minDate={dayjs('2010-01-01')}
        maxDate={dayjs('2025-12-31')}
        yearsOrder="desc"
        yearsPerRow={4}
      />
    </LocalizationProvider>
  );
}
