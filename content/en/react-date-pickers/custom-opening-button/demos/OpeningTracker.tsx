import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function OpeningTracker() {
  const [openCount, setOpenCount] = React.useState(0);
  const [isOpen, setIsOpen] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Harvest date"
          defaultValue={dayjs('2025-09-08')}
          onOpen={() => {
            setIsOpen(true);
            setOpenCount((count) => count + 1);
          }}
          onClose={() => setIsOpen(false)}
        />
        <Typography variant="body2" aria-live="polite">
          {isOpen ? 'The calendar is open. ' : 'The calendar is closed. '}
          Opened {openCount} {openCount === 1 ? 'time' : 'times'}.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
