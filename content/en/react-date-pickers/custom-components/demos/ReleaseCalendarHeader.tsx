import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { type PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';

function YearAndMonthHeader(props: PickersCalendarHeaderProps) {
  const { currentMonth, onMonthChange, labelId, className } = props;

  return (
    <Stack
      className={className}
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, py: 1 }}
    >
      <Stack direction="row">
        <IconButton
          aria-label="Previous year"
          onClick={() => onMonthChange(currentMonth.subtract(1, 'year'))}
        >
          <KeyboardDoubleArrowLeftIcon />
        </IconButton>
        <IconButton
          aria-label="Previous month"
          onClick={() => onMonthChange(currentMonth.subtract(1, 'month'))}
        >
          <ChevronLeftIcon />
        </IconButton>
      </Stack>
      {/* The id labels the grid of days for screen readers. */}
      <Typography id={labelId} aria-live="polite">
        {currentMonth.format('MMMM YYYY')}
      </Typography>
      <Stack direction="row">
        <IconButton
          aria-label="Next month"
          onClick={() => onMonthChange(currentMonth.add(1, 'month'))}
        >
          <ChevronRightIcon />
        </IconButton>
        <IconButton
          aria-label="Next year"
          onClick={() => onMonthChange(currentMonth.add(1, 'year'))}
        >
          <KeyboardDoubleArrowRightIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}

export default function ReleaseCalendarHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-09-30')}
        // This header has no button to the year view: show the days only.
        views={['day']}
        slots={{ calendarHeader: YearAndMonthHeader }}
      />
    </LocalizationProvider>
  );
}
