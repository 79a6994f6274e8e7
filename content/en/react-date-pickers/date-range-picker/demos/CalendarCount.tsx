import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

type CalendarCount = 1 | 2 | 3;

export default function CalendarCount() {
  const [calendars, setCalendars] = React.useState<CalendarCount>(2);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          aria-label="Months shown"
          size="small"
          exclusive
          value={calendars}
          onChange={(_event, newValue: CalendarCount | null) => {
            if (newValue !== null) {
              setCalendars(newValue);
            }
          }}
        >
          <ToggleButton value={1}>1 month</ToggleButton>
          <ToggleButton value={2}>2 months</ToggleButton>
          <ToggleButton value={3}>3 months</ToggleButton>
        </ToggleButtonGroup>
        <DateRangePicker
          label="Sabbatical"
          calendars={calendars}
          defaultValue={[dayjs('2025-10-06'), dayjs('2025-11-28')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
