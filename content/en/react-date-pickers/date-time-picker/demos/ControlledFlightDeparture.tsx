import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const FLIGHT_MINUTES = 165;

export default function ControlledFlightDeparture() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(
    dayjs('2025-06-12T07:45'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimePicker
          label="Departure"
          value={departure}
          onChange={(newValue) => setDeparture(newValue)}
        />
        <Typography>
          {departure?.isValid()
            ? `Lands ${departure
                .add(FLIGHT_MINUTES, 'minute')
                .format('ddd, MMM D [at] h:mm A')} (local time of departure)`
            : 'Choose a departure'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
