import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function ConferenceDaysWindow() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Lightning talk"
        defaultValue={dayjs('2025-06-12T09:00')}
        minDateTime={dayjs('2025-06-12T09:00')}
        maxDateTime={dayjs('2025-06-13T17:30')}
      />
    </LocalizationProvider>
  );
}
