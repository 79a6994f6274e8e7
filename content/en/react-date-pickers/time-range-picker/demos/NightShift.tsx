import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

/**
 * Puts the end on the day of the start, or on the next day when its time is not later:
 * 22:00 to 06:00 then means eight hours, not minus sixteen.
 */
function endAfterStart([start, end]: DateRange<Dayjs>): DateRange<Dayjs> {
  if (!start?.isValid() || !end?.isValid()) {
    return [start, end];
  }
  const sameDay = start
    .hour(end.hour())
    .minute(end.minute())
    .second(0)
    .millisecond(0);
  return [start, sameDay.isAfter(start) ? sameDay : sameDay.add(1, 'day')];
}

export default function NightShift() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-04-17T22:00'),
    dayjs('2025-04-18T06:00'),
  ]);
  const [start, end] = value;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TimeRangePicker
          label="Night shift"
          value={value}
          onChange={(newValue) => setValue(endAfterStart(newValue))}
        />
        <Typography>
          {start?.isValid() && end?.isValid()
            ? `From ${start.format('ddd HH:mm')} to ${end.format('ddd HH:mm')}: ${end.diff(start, 'hour', true)} h`
            : 'Enter a start and an end time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
