import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { type PickersRangeCalendarHeaderProps } from '@mui/x-date-pickers-pro/PickersRangeCalendarHeader';

function PageByPageHeader(props: PickersRangeCalendarHeaderProps) {
  const { currentMonth, onMonthChange, month, monthIndex, calendars } = props;
  const isFirst = monthIndex === 0;
  const isLast = monthIndex === calendars - 1;

  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, py: 1 }}
    >
      {/* Each header draws one month; only the outer ones get a button. */}
      <IconButton
        aria-label={`Previous ${calendars} months`}
        onClick={() => onMonthChange(currentMonth.subtract(calendars, 'month'))}
        sx={{ visibility: isFirst ? 'visible' : 'hidden' }}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Typography>{month.format('MMMM YYYY')}</Typography>
      <IconButton
        aria-label={`Next ${calendars} months`}
        onClick={() => onMonthChange(currentMonth.add(calendars, 'month'))}
        sx={{ visibility: isLast ? 'visible' : 'hidden' }}
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}

export default function FreezeWindowHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Two months are wider than a phone: let them scroll. */}
      <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <DateRangeCalendar
          defaultValue={[dayjs('2025-11-24'), dayjs('2025-12-05')]}
          slots={{ calendarHeader: PageByPageHeader }}
        />
      </Box>
    </LocalizationProvider>
  );
}
