import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const departure = dayjs('2025-06-12T18:40');

export default function TwelveOrTwentyFourHours() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <TimePicker label="en (12-hour)" defaultValue={departure} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <TimePicker label="en-gb (24-hour)" defaultValue={departure} />
        <TimePicker label="en-gb with ampm" defaultValue={departure} ampm />
      </LocalizationProvider>
    </Stack>
  );
}
