import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

// The report cannot cover days after this one.
const lastDayWithData = dayjs('2025-04-17');

export default function CurrentMonthPosition() {
  const [onTheRight, setOnTheRight] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start', width: '100%' }}>
        <FormControlLabel
          control={
            <Switch
              checked={onTheRight}
              onChange={(event) => setOnTheRight(event.target.checked)}
            />
          }
          label="Show the current month on the right"
        />
        <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <DateRangeCalendar
            maxDate={lastDayWithData}
            currentMonthCalendarPosition={onTheRight ? 2 : 1}
            defaultValue={[dayjs('2025-04-01'), dayjs('2025-04-15')]}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
