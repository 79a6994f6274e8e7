import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

// The same slots change the month arrows of the calendar and the hour/minute arrows of the clock.
const arrows = { leftArrowIcon: ArrowBackIcon, rightArrowIcon: ArrowForwardIcon };

export default function ArrowIcons() {
  const releaseTime = dayjs('2025-09-30T14:00');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <DateCalendar defaultValue={releaseTime} slots={arrows} />
        <StaticTimePicker
          defaultValue={releaseTime}
          slots={arrows}
          slotProps={{ toolbar: { hidden: true }, actionBar: { actions: [] } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
