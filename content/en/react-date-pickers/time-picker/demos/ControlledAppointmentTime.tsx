import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const APPOINTMENT_MINUTES = 20;

export default function ControlledAppointmentTime() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2025-04-17T14:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TimePicker
          label="Appointment time"
          value={start}
          onChange={(newValue) => setStart(newValue)}
        />
        <Typography>
          {start?.isValid()
            ? `From ${start.format('h:mm A')} to ${start
                .add(APPOINTMENT_MINUTES, 'minute')
                .format('h:mm A')}`
            : 'Choose a time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
