import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

const outage = [dayjs('2025-05-10T23:00'), dayjs('2025-05-11T03:00')] as const;

export default function OutageFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <SingleInputDateTimeRangeField
          label="24-hour clock"
          sx={{ width: 400, maxWidth: '100%' }}
          ampm={false}
          defaultValue={[...outage]}
        />
        <SingleInputDateTimeRangeField
          label="Day and month names"
          format="ddd D MMM, HH:mm"
          defaultValue={[...outage]}
          sx={{ width: 400, maxWidth: '100%' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
