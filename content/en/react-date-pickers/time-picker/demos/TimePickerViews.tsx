import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TimePicker
          label="Sample taken at"
          views={['hours', 'minutes', 'seconds']}
          defaultValue={dayjs('2025-04-17T09:41:27')}
        />
        <TimePicker
          label="Delivery hour"
          views={['hours']}
          defaultValue={dayjs('2025-04-17T16:00')}
        />
        <TimePicker
          label="Break length"
          views={['minutes', 'seconds']}
          format="mm:ss"
          defaultValue={dayjs('2025-04-17T00:15:00')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
