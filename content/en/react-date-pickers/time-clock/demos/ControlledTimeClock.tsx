import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function ControlledTimeClock() {
  const [arrival, setArrival] = React.useState<Dayjs | null>(
    dayjs('2025-04-17T10:30'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TimeClock value={arrival} onChange={(newValue) => setArrival(newValue)} />
        <Typography sx={{ pt: 2 }}>
          {arrival
            ? `The courier arrives at ${arrival.format('h:mm A')}`
            : 'No arrival time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
