import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ClearableReleaseField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Code freeze"
          defaultValue={dayjs('2025-09-23')}
          slotProps={{ field: { clearable: true } }}
        />
        <DatePicker
          label="Hotfix window"
          defaultValue={dayjs('2025-10-07')}
          slotProps={{ field: { clearable: true, clearButtonPosition: 'start' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
