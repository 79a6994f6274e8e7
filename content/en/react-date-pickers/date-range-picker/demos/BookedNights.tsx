import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { findOverlap, isNightBooked } from './rental-calendar';

/** Arrival needs a free night; departure may fall on the day another guest arrives. */
function shouldDisableDate(day: Dayjs, position: 'start' | 'end') {
  if (position === 'start') {
    return isNightBooked(day);
  }
  return isNightBooked(day.subtract(1, 'day'));
}

export default function BookedNights() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-07-12'),
    dayjs('2025-07-15'),
  ]);
  const [arrival, departure] = value;
  const overlap =
    arrival?.isValid() && departure?.isValid()
      ? findOverlap(arrival, departure)
      : undefined;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateRangePicker
          label="Cottage stay"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          shouldDisableDate={shouldDisableDate}
        />
        <Typography color={overlap ? 'error' : 'text.primary'}>
          {overlap
            ? `These dates overlap the booking of ${overlap.guest}.`
            : 'The cottage is free for these dates.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
