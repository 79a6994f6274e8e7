import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const nightShift = dayjs('2025-04-17T22:00');

export default function TwelveAndTwentyFourHours() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TimePicker label="12-hour clock" ampm defaultValue={nightShift} />
        <TimePicker label="24-hour clock" ampm={false} defaultValue={nightShift} />
      </Stack>
    </LocalizationProvider>
  );
}
