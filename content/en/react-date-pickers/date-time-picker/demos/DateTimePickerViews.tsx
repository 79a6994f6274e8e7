import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateTimePicker
          label="Room booking (day and hour)"
          views={['day', 'hours']}
          defaultValue={dayjs('2025-06-12T14:00')}
        />
        <DateTimePicker
          label="Recording starts (with seconds)"
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          defaultValue={dayjs('2025-06-12T10:29:45')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
