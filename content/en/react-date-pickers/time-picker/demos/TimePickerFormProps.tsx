import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TimePicker
          label="Clocked in (read-only)"
          defaultValue={dayjs('2025-04-17T06:58')}
          readOnly
        />
        <TimePicker
          label="Clock out (disabled)"
          defaultValue={dayjs('2025-04-17T15:00')}
          disabled
        />
      </Stack>
    </LocalizationProvider>
  );
}
