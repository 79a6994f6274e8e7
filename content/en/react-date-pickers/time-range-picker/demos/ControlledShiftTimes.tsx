import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function describeShift([start, end]: DateRange<Dayjs>) {
  if (!start?.isValid() || !end?.isValid()) {
    return 'Enter a start and an end time.';
  }
  const minutes = end.diff(start, 'minute');
  if (minutes < 0) {
    return 'The shift ends before it starts.';
  }
  return `Shift length: ${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export default function ControlledShiftTimes() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-04-17T09:00'),
    dayjs('2025-04-17T17:30'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TimeRangePicker
          label="Day shift"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography>{describeShift(value)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
