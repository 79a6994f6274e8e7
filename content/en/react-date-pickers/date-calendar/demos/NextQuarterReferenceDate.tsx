import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function NextQuarterReferenceDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar referenceDate={dayjs('2025-07-01')} />
    </LocalizationProvider>
  );
}
