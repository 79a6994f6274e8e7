import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const sixPm = dayjs('2025-03-14T18:00');
const nextDayAtFive = dayjs('2025-03-15T17:00');

export default function TimeVersusDateTimeLimits() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateTimePicker
          label="maxTime: before 6 PM every day"
          defaultValue={nextDayAtFive}
          maxTime={sixPm}
        />
        <DateTimePicker
          label="maxDateTime: before Mar 14, 6 PM"
          defaultValue={nextDayAtFive}
          maxDateTime={sixPm}
        />
      </Stack>
    </LocalizationProvider>
  );
}
