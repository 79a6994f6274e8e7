import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function describe([start, end]: DateRange<Dayjs>) {
  if (!start?.isValid() || !end?.isValid()) {
    return 'Enter when the outage starts and ends.';
  }
  const minutes = end.diff(start, 'minute');
  if (minutes <= 0) {
    return 'The service comes back before the outage starts.';
  }
  return `Notice to customers: ${Math.floor(minutes / 60)} h ${minutes % 60} min of downtime, starting ${start.format('dddd D MMMM [at] HH:mm')}.`;
}

export default function ControlledOutageField() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-05-10T23:00'),
    dayjs('2025-05-11T03:00'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <SingleInputDateTimeRangeField
          sx={{ width: 400, maxWidth: '100%' }}
          label="Planned outage"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography>{describe(value)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
