import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { describe, eventLogSx, useEventLog } from './event-log';

export default function FieldOnChangeLog() {
  const { events, log } = useEventLog();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <DateField
          label="Sample received"
          onChange={(value, context) =>
            log('onChange', `${describe(value)} (error: ${context.validationError})`)
          }
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
