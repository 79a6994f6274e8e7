import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import {
  DateRangePickerDay,
  dateRangePickerDayClasses,
  type DateRangePickerDayProps,
} from '@mui/x-date-pickers-pro/DateRangePickerDay';

function WeekendRateDay(props: DateRangePickerDayProps) {
  const isWeekend = props.day.day() === 0 || props.day.day() === 6;
  return (
    <DateRangePickerDay
      {...props}
      sx={
        isWeekend
          ? {
              [`& .${dateRangePickerDayClasses.day}:not(.Mui-selected)`]: {
                color: 'warning.dark',
                fontWeight: 700,
              },
            }
          : undefined
      }
    />
  );
}

export default function WeekendRateDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateRangeCalendar
          calendars={1}
          defaultValue={[dayjs('2025-06-02'), dayjs('2025-06-06')]}
          slots={{ day: WeekendRateDay }}
        />
        <Typography variant="body2" sx={{ px: 2 }}>
          Days in bold orange are charged at the weekend rate.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
