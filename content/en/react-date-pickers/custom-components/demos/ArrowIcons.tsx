import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

// The same slots change the arrows of the calendar header and of the clock.
const arrows = { leftArrowIcon: ArrowBackIcon, rightArrowIcon: ArrowForwardIcon };

export default function ArrowIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateCalendar defaultValue={dayjs('2025-09-30')} slots={arrows} />
        <TimeClock defaultValue={dayjs('2025-09-30T14:00')} slots={arrows} />
      </Stack>
    </LocalizationProvider>
  );
}
