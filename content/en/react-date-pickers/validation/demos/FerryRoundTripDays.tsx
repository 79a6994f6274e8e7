import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

// Outbound ferries do not sail on Tuesdays (day 2); return ferries sail every day.
function shouldDisableDate(date: Dayjs, position: 'start' | 'end') {
  return position === 'start' && date.day() === 2;
}

export default function FerryRoundTripDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Round trip"
        defaultValue={[dayjs('2025-06-12'), dayjs('2025-06-17')]}
        shouldDisableDate={shouldDisableDate}
      />
    </LocalizationProvider>
  );
}
