import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function TwoMonthCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        sx={{ width: 400, maxWidth: '100%' }}
        label="Campervan hire"
        calendars={2}
        defaultValue={[dayjs('2025-07-28T10:00'), dayjs('2025-08-09T10:00')]}
      />
    </LocalizationProvider>
  );
}
