import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function MonthAndYearCalendars() {
  const monthLabelId = React.useId();
  const yearLabelId = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack>
          <Typography variant="subtitle2" component="p" id={monthLabelId}>
            Report month
          </Typography>
          <MonthCalendar
            defaultValue={dayjs('2025-04-01')}
            gridLabelId={monthLabelId}
          />
        </Stack>
        <Stack>
          <Typography variant="subtitle2" component="p" id={yearLabelId}>
            Archive year
          </Typography>
          <YearCalendar
            defaultValue={dayjs('2025-01-01')}
            minDate={dayjs('2015-01-01')}
            maxDate={dayjs('2026-12-31')}
            gridLabelId={yearLabelId}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
