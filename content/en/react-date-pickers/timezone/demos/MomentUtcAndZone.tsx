import moment from 'moment-timezone';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function MomentUtcAndZone() {
  return (
    <LocalizationProvider dateAdapter={AdapterMoment} dateLibInstance={moment}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateTimePicker
          label="Departure (UTC)"
          defaultValue={moment.utc('2025-06-12T04:15')}
        />
        <DateTimePicker
          label="Departure (Europe/Athens)"
          defaultValue={moment.tz('2025-06-12T07:15', 'Europe/Athens')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
