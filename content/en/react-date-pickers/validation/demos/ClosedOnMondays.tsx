import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const publicHolidays = ['2025-05-01', '2025-05-29', '2025-06-09'];

function isClosed(date: Dayjs) {
  return date.day() === 1 || publicHolidays.includes(date.format('YYYY-MM-DD'));
}

export default function ClosedOnMondays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Visit date"
        defaultValue={dayjs('2025-05-14')}
        shouldDisableDate={isClosed}
      />
    </LocalizationProvider>
  );
}
