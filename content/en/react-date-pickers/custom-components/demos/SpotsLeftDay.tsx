import dayjs, { type Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { spotsLeftByDate } from './gym-classes';

function spotsLeft(day: Dayjs): number | undefined {
  return spotsLeftByDate[day.format('YYYY-MM-DD')];
}

function DayWithSpots(props: PickersDayProps) {
  const { day, outsideCurrentMonth, ...other } = props;
  const spots = outsideCurrentMonth ? undefined : spotsLeft(day);

  return (
    <Badge
      overlap="circular"
      badgeContent={spots}
      color={spots === 0 ? 'error' : 'primary'}
      // Show 0 as "full" rather than hiding the badge.
      showZero
      max={9}
      sx={{ '& .MuiBadge-badge': { fontSize: 10, height: 16, minWidth: 16 } }}
    >
      <PickersDay {...other} day={day} outsideCurrentMonth={outsideCurrentMonth} />
    </Badge>
  );
}

export default function SpotsLeftDay() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Strength class"
        referenceDate={dayjs('2025-05-01')}
        minDate={dayjs('2025-05-01')}
        maxDate={dayjs('2025-05-31')}
        views={['day']}
        // With the day view only, the default format would show the day alone.
        format="MM/DD/YYYY"
        // Only days with free spots can be booked.
        shouldDisableDate={(day) => !spotsLeft(day)}
        slots={{ day: DayWithSpots }}
      />
    </LocalizationProvider>
  );
}
