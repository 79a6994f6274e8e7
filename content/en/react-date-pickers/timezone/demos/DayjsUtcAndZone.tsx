import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function DayjsUtcAndZone() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateTimePicker
          label="Departure (UTC)"
          defaultValue={dayjs.utc('2025-06-12T04:15')}
        />
        <DateTimePicker
          label="Departure (Europe/Athens)"
          defaultValue={dayjs.tz('2025-06-12T07:15', 'Europe/Athens')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
