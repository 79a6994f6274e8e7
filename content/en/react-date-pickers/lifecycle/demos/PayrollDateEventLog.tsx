import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { describe, eventLogSx, useEventLog } from './event-log';

export default function PayrollDateEventLog() {
  const { events, log } = useEventLog();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <DesktopDatePicker
          label="Payroll cut-off"
          defaultValue={dayjs('2025-06-25')}
          onOpen={() => log('onOpen')}
          onChange={(value) => log('onChange', describe(value))}
          onAccept={(value) => log('onAccept', describe(value))}
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
