import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

const confirmedStay = [dayjs('2025-05-09'), dayjs('2025-05-12')] as const;

export default function FormPropsRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <DateRangePicker
          label="Confirmed stay (read-only)"
          readOnly
          defaultValue={[...confirmedStay]}
        />
        <DateRangePicker
          label="Cancelled stay (disabled)"
          disabled
          defaultValue={[...confirmedStay]}
        />
        <DateRangePicker label="Requested stay" name="requestedStay" />
      </Stack>
    </LocalizationProvider>
  );
}
