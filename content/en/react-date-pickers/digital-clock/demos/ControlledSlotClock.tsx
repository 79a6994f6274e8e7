import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function ControlledSlotClock() {
  const [slot, setSlot] = React.useState<Dayjs | null>(dayjs('2025-04-17T09:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DigitalClock value={slot} onChange={(newValue) => setSlot(newValue)} />
        <Typography>
          {slot ? `Appointment booked for ${slot.format('h:mm A')}` : 'No slot'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
