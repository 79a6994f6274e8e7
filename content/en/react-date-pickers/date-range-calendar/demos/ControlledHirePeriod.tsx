import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const DAILY_RATE = 42;

function quote([pickUp, dropOff]: DateRange<Dayjs>) {
  if (pickUp === null) {
    return 'Click the pick-up day.';
  }
  if (dropOff === null) {
    return `Pick-up ${pickUp.format('ddd D MMM')}: now click the return day.`;
  }
  // A car returned on the day it was picked up still counts as one day.
  const days = Math.max(dropOff.diff(pickUp, 'day'), 1);
  return `${days} ${days === 1 ? 'day' : 'days'} at €${DAILY_RATE}: €${days * DAILY_RATE}`;
}

export default function ControlledHirePeriod() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-02'),
    dayjs('2025-06-06'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateRangeCalendar
          calendars={1}
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography sx={{ px: 2 }}>{quote(value)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
