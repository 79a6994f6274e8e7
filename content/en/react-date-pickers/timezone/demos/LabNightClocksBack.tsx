import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

// On October 26, 2025, clocks in Greece go back from 04:00 to 03:00:
// the times from 03:00 to 03:59 happen twice.
// An ambiguous time like this one is read as the second occurrence, at UTC+02:00.
const reading = DateTime.fromISO('2025-10-26T03:30', { zone: 'Europe/Athens' });

export default function LabNightClocksBack() {
  const [value, setValue] = React.useState<DateTime | null>(reading);

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
        <DigitalClock
          aria-label="Freezer reading"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          timeStep={30}
          ampm={false}
          sx={{ height: 280, width: 120 }}
        />
        <Typography role="status">
          {value
            ? `${value.toFormat('HH:mm')} local time, UTC offset ${value.toFormat('ZZ')}: ${value.toUTC().toFormat('HH:mm')} UTC`
            : 'No reading'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
