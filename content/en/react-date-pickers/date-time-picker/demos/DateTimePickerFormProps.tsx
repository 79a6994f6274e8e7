import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateTimePicker
          label="Keynote (read-only)"
          defaultValue={dayjs('2025-06-12T09:00')}
          readOnly
        />
        <DateTimePicker
          label="Closing party (disabled)"
          defaultValue={dayjs('2025-06-13T19:00')}
          disabled
        />
      </Stack>
    </LocalizationProvider>
  );
}
