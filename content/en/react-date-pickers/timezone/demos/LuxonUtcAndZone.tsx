import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function LuxonUtcAndZone() {
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateTimePicker
          label="Departure (UTC)"
          defaultValue={DateTime.fromISO('2025-06-12T04:15', { zone: 'UTC' })}
        />
        <DateTimePicker
          label="Departure (Europe/Athens)"
          defaultValue={DateTime.fromISO('2025-06-12T07:15', {
            zone: 'Europe/Athens',
          })}
        />
      </Stack>
    </LocalizationProvider>
  );
}
