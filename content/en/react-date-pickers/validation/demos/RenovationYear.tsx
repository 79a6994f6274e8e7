import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The museum is closed for renovation for the whole of 2026.
const isRenovationYear = (year: Dayjs) => year.year() === 2026;

export default function RenovationYear() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Annual pass starts"
        views={['year', 'month', 'day']}
        openTo="year"
        defaultValue={dayjs('2025-09-01')}
        minDate={dayjs('2025-01-01')}
        maxDate={dayjs('2028-12-31')}
        shouldDisableYear={isRenovationYear}
      />
    </LocalizationProvider>
  );
}
