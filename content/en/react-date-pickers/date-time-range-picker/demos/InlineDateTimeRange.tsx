import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

/** Keeps the day of `date` and takes the hours and minutes of `time`. */
function withTime(date: Dayjs | null, time: Dayjs | null) {
  if (date === null || time === null || !time.isValid()) {
    return date;
  }
  return date.hour(time.hour()).minute(time.minute());
}

export default function InlineDateTimeRange() {
  const [[pickUp, dropOff], setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-02T09:00'),
    dayjs('2025-06-06T17:00'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateRangeCalendar
          calendars={1}
          value={[pickUp, dropOff]}
          onChange={([newPickUp, newDropOff]) =>
            // The calendar sets days: keep the times already chosen.
            setValue([withTime(newPickUp, pickUp), withTime(newDropOff, dropOff)])
          }
        />
        <Stack direction="row" spacing={2} sx={{ px: 2 }}>
          <TimeField
            label="Pick-up time"
            value={pickUp}
            disabled={pickUp === null}
            onChange={(time) => setValue([withTime(pickUp, time), dropOff])}
          />
          <TimeField
            label="Return time"
            value={dropOff}
            disabled={dropOff === null}
            onChange={(time) => setValue([pickUp, withTime(dropOff, time)])}
          />
        </Stack>
        <Typography sx={{ px: 2 }}>
          {pickUp && dropOff
            ? `${pickUp.format('ddd D MMM, HH:mm')} to ${dropOff.format('ddd D MMM, HH:mm')}`
            : 'Choose the pick-up and return days.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
