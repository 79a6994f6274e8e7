import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// On March 30, 2025, clocks in Greece jump from 03:00 to 04:00.
const port = 'Europe/Athens';

function crossingTime(departure: Dayjs | null, arrival: Dayjs | null) {
  if (!departure?.isValid() || !arrival?.isValid()) {
    return 'Pick both times.';
  }
  const minutes = arrival.diff(departure, 'minute');
  return `Crossing time: ${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export default function FerryCrossingClocksForward() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(
    dayjs.tz('2025-03-30T01:30', port),
  );
  const [arrival, setArrival] = React.useState<Dayjs | null>(
    dayjs.tz('2025-03-30T05:30', port),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateTimePicker
            label="Leaves Piraeus"
            value={departure}
            onChange={(newValue) => setDeparture(newValue)}
            ampm={false}
          />
          <DateTimePicker
            label="Arrives in Rhodes"
            value={arrival}
            onChange={(newValue) => setArrival(newValue)}
            ampm={false}
          />
        </Stack>
        <Typography role="status">{crossingTime(departure, arrival)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
