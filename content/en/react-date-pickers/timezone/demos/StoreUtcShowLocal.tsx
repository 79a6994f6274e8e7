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

export default function StoreUtcShowLocal() {
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs.utc('2025-09-24T13:00'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimePicker
          label="Webinar, in your time zone"
          timezone="system"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography>
          Sent to the server:{' '}
          <code>{value?.isValid() ? value.toISOString() : String(value)}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
