import * as React from 'react';
import dayjs from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function AutoMonthSwitching() {
  const [stayOnMonth, setStayOnMonth] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormControlLabel
          control={
            <Switch
              checked={stayOnMonth}
              onChange={(event) => setStayOnMonth(event.target.checked)}
            />
          }
          label="Stay on the month of the pick-up day"
        />
        <DateRangeCalendar
          calendars={1}
          disableAutoMonthSwitching={stayOnMonth}
          defaultValue={[dayjs('2025-06-24'), dayjs('2025-07-08')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
