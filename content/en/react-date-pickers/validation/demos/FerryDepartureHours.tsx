import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// Only the time of these values counts: the date part is ignored.
const firstSailing = dayjs('2025-01-01T06:15');
const lastSailing = dayjs('2025-01-01T21:45');

export default function FerryDepartureHours() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker
          label="Earliest departure"
          defaultValue={dayjs('2025-06-12T07:00')}
          minTime={firstSailing}
        />
        <TimePicker
          label="Latest departure"
          defaultValue={dayjs('2025-06-12T20:00')}
          maxTime={lastSailing}
        />
      </Stack>
    </LocalizationProvider>
  );
}
