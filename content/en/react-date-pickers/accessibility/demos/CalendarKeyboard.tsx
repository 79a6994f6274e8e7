import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Ferries do not sail on Wednesdays: the arrow keys skip them.
const noSailing = (date: Dayjs) => date.day() === 3;

export default function CalendarKeyboard() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-12'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DateCalendar
          value={value}
          onChange={(newValue) => setValue(newValue)}
          shouldDisableDate={noSailing}
        />
        <Typography role="status" sx={{ px: 3 }}>
          Selected sailing: {value ? value.format('dddd, MMMM D') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
