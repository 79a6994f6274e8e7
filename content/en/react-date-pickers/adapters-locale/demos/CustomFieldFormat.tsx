import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const webinar = dayjs('2025-09-24T15:00');

export default function CustomFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Default format" defaultValue={webinar} />
        <DatePicker
          label="Weekday and month name"
          defaultValue={webinar}
          format="ddd, MMMM D, YYYY"
        />
        <DateTimeField
          label="ISO-like, 24-hour"
          defaultValue={webinar}
          format="YYYY-MM-DD HH:mm"
        />
      </Stack>
    </LocalizationProvider>
  );
}
