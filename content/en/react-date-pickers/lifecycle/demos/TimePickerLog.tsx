import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { describe, eventLogSx, useEventLog } from './event-log';

export default function TimePickerLog() {
  const { events, log } = useEventLog();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <DesktopTimePicker
          label="Ferry departure"
          defaultValue={dayjs('2025-06-12T08:15')}
          onChange={(value) => log('onChange', describe(value, 'HH:mm'))}
          onAccept={(value) => log('onAccept', describe(value, 'HH:mm'))}
          onClose={() => log('onClose')}
        />
        <Box component="ol" aria-label="Event log" sx={eventLogSx}>
          {events.map((event) => (
            <li key={event.id} value={event.id}>
              {event.name} {event.detail}
            </li>
          ))}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
