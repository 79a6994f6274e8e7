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

const describe = (value: Dayjs | null) =>
  value?.isValid() ? value.format('YYYY-MM-DD HH:mm Z') : String(value);

export default function ValueKeepsItsZone() {
  const [tokyo, setTokyo] = React.useState<Dayjs | null>(
    dayjs.tz('2025-09-25T02:00', 'Asia/Tokyo'),
  );
  const [utcValue, setUtcValue] = React.useState<Dayjs | null>(
    dayjs.utc('2025-09-24T17:00'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={1}>
          <DateTimePicker
            label="Created in Asia/Tokyo"
            value={tokyo}
            onChange={(newValue) => setTokyo(newValue)}
          />
          <Typography>onChange value: {describe(tokyo)}</Typography>
        </Stack>
        <Stack spacing={1}>
          <DateTimePicker
            label="Created in UTC"
            value={utcValue}
            onChange={(newValue) => setUtcValue(newValue)}
          />
          <Typography>onChange value: {describe(utcValue)}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
