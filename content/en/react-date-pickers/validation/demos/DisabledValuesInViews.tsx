import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

// The museum is closed on Mondays (day 1 in Day.js).
const isMonday = (date: Dayjs) => date.day() === 1;

export default function DisabledValuesInViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <DateCalendar
          defaultValue={dayjs('2025-05-14')}
          shouldDisableDate={isMonday}
        />
        <DigitalClock
          aria-label="Guided tour time"
          defaultValue={dayjs('2025-05-14T15:30')}
          minTime={dayjs('2025-05-14T09:30')}
          maxTime={dayjs('2025-05-14T16:00')}
          timeStep={30}
          sx={{ height: 300, width: 140 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
