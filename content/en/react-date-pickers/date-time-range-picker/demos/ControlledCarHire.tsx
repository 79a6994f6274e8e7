import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const DAILY_RATE = 48;

/** Hire is charged per started period of 24 hours. */
function quote([pickUp, dropOff]: DateRange<Dayjs>) {
  if (!pickUp?.isValid() || !dropOff?.isValid()) {
    return 'Choose a pick-up and a return time.';
  }
  const hours = dropOff.diff(pickUp, 'hour', true);
  if (hours <= 0) {
    return 'The return must come after the pick-up.';
  }
  const days = Math.ceil(hours / 24);
  return `${Math.round(hours)} hours, charged as ${days} ${days === 1 ? 'day' : 'days'}: €${days * DAILY_RATE}`;
}

export default function ControlledCarHire() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-02T09:00'),
    dayjs('2025-06-06T17:00'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimeRangePicker
          sx={{ width: 400, maxWidth: '100%' }}
          label="Car hire"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography>{quote(value)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
