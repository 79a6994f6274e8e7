import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const collectedAt = dayjs('2025-03-14T09:30');

export default function DayjsGermanLocale() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <DateTimePicker label="Probe entnommen" defaultValue={collectedAt} />
        <DateCalendar defaultValue={collectedAt} />
      </Stack>
    </LocalizationProvider>
  );
}
