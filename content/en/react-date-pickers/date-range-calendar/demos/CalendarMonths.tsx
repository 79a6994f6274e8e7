import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

type MonthCount = 1 | 2 | 3;

export default function CalendarMonths() {
  const [calendars, setCalendars] = React.useState<MonthCount>(2);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start', width: '100%' }}>
        <ToggleButtonGroup
          aria-label="Months shown"
          size="small"
          exclusive
          value={calendars}
          onChange={(_event, newValue: MonthCount | null) => {
            if (newValue !== null) {
              setCalendars(newValue);
            }
          }}
        >
          <ToggleButton value={1}>1 month</ToggleButton>
          <ToggleButton value={2}>2 months</ToggleButton>
          <ToggleButton value={3}>3 months</ToggleButton>
        </ToggleButtonGroup>
        {/* Three months are wider than a phone screen: let them scroll. */}
        <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <DateRangeCalendar
            calendars={calendars}
            defaultValue={[dayjs('2025-07-28'), dayjs('2025-08-22')]}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
