import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

const bookedHire = [dayjs('2025-06-02T09:00'), dayjs('2025-06-06T17:00')] as const;

export default function FormPropsDateTimeRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <DateTimeRangePicker
          sx={{ width: 400, maxWidth: '100%' }}
          label="Paid hire (read-only)"
          readOnly
          defaultValue={[...bookedHire]}
        />
        <DateTimeRangePicker
          sx={{ width: 400, maxWidth: '100%' }}
          label="Cancelled hire (disabled)"
          disabled
          defaultValue={[...bookedHire]}
        />
        <DateTimeRangePicker label="Requested hire" name="requestedHire" />
      </Stack>
    </LocalizationProvider>
  );
}
