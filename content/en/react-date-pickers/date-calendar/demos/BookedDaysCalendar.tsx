import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { fetchBookedDays, type BookedDays } from './clinic-bookings';

const BookedDaysContext = React.createContext<BookedDays>({});

function DayWithBookings(props: PickersDayProps) {
  const bookedDays = React.useContext(BookedDaysContext);
  const { day, outsideCurrentMonth } = props;
  const count = outsideCurrentMonth ? undefined : bookedDays[day.date()];

  return (
    <Badge
      overlap="circular"
      color="secondary"
      badgeContent={count}
      aria-label={count ? `${count} appointments` : undefined}
    >
      <PickersDay {...props} />
    </Badge>
  );
}

const firstMonth = dayjs('2025-04-17');

export default function BookedDaysCalendar() {
  const [bookedDays, setBookedDays] = React.useState<BookedDays>({});
  const [loading, setLoading] = React.useState(true);
  const [error, setError] = React.useState<string | null>(null);
  const request = React.useRef<AbortController | null>(null);

  const load = React.useCallback((month: Dayjs) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    setError(null);
    setBookedDays({});
    fetchBookedDays(month, controller.signal).then(
      (days) => {
        setBookedDays(days);
        setLoading(false);
      },
      (reason: Error) => {
        if (reason.name === 'AbortError') {
          return;
        }
        setError(reason.message);
        setLoading(false);
      },
    );
  }, []);

  React.useEffect(() => {
    load(firstMonth);
    return () => request.current?.abort();
  }, [load]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'flex-start' }}>
        <BookedDaysContext.Provider value={bookedDays}>
          <DateCalendar
            defaultValue={firstMonth}
            loading={loading}
            renderLoading={() => <DayCalendarSkeleton />}
            onMonthChange={load}
            slots={{ day: DayWithBookings }}
          />
        </BookedDaysContext.Provider>
        <Typography color={error ? 'error' : 'text.secondary'} sx={{ px: 3 }}>
          {error ?? 'The badge shows how many appointments a day has.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
