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

const offices = [
  { city: 'New York', zone: 'America/New_York' },
  { city: 'Paris', zone: 'Europe/Paris' },
  { city: 'Tokyo', zone: 'Asia/Tokyo' },
];

export default function WebinarInThreeZones() {
  // Stored in UTC, as a server would send it.
  const [start, setStart] = React.useState<Dayjs | null>(
    dayjs.utc('2025-09-24T13:00:00Z'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          {offices.map((office) => (
            <DateTimePicker
              key={office.zone}
              label={`Webinar starts, ${office.city}`}
              timezone={office.zone}
              value={start}
              onChange={(newValue) => setStart(newValue)}
            />
          ))}
        </Stack>
        <Typography>
          Stored value:{' '}
          <code>{start?.isValid() ? start.toISOString() : String(start)}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
