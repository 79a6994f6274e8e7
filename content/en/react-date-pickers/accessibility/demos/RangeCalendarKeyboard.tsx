import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const format = (date: Dayjs | null) => (date ? date.format('MMM D') : '…');

export default function RangeCalendarKeyboard() {
  const [range, setRange] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-12'),
    dayjs('2025-06-17'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DateRangeCalendar
          calendars={1}
          value={range}
          onChange={(newRange) => setRange(newRange)}
        />
        <Typography role="status" sx={{ px: 3 }}>
          Trip: {format(range[0])} to {format(range[1])}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
