import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function TourTimeKeyboard() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-05-14T10:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
        <DigitalClock
          aria-label="Tour start"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          timeStep={15}
          minTime={dayjs('2025-05-14T09:00')}
          maxTime={dayjs('2025-05-14T17:00')}
          skipDisabled
          sx={{ height: 260, width: 130 }}
        />
        <Typography role="status">
          Tour starts at {value?.format('h:mm A')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
