import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ControlledAppointmentDay() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateCalendar value={day} onChange={(newValue) => setDay(newValue)} />
        <Typography sx={{ pt: 2 }}>
          {day ? `Appointments for ${day.format('dddd, MMMM D')}` : 'Choose a day'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
