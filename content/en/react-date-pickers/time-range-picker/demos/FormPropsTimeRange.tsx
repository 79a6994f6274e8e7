import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

const approvedWindow = [
  dayjs('2025-04-17T02:00'),
  dayjs('2025-04-17T04:00'),
] as const;

export default function FormPropsTimeRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <TimeRangePicker
          label="Approved window (read-only)"
          readOnly
          defaultValue={[...approvedWindow]}
        />
        <TimeRangePicker
          label="Frozen window (disabled)"
          disabled
          defaultValue={[...approvedWindow]}
        />
        <TimeRangePicker label="Requested window" name="requestedWindow" />
      </Stack>
    </LocalizationProvider>
  );
}
