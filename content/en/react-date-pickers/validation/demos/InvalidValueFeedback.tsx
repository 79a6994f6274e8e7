import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const lastSailing = dayjs('2025-06-20T21:30');

export default function InvalidValueFeedback() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label="Sailing date"
          defaultValue={dayjs('2025-07-04')}
          maxDate={dayjs('2025-06-30')}
        />
        <TimeField
          label="Departure time"
          defaultValue={dayjs('2025-06-20T22:15')}
          maxTime={lastSailing}
        />
      </Stack>
    </LocalizationProvider>
  );
}
