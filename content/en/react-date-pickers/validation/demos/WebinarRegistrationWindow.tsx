import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function WebinarRegistrationWindow() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Reminder sent at"
        defaultValue={dayjs('2025-09-22T09:00')}
        minDateTime={dayjs('2025-09-15T12:00')}
        maxDateTime={dayjs('2025-09-24T15:30')}
      />
    </LocalizationProvider>
  );
}
