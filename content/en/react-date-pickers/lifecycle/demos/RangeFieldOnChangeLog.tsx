import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { describe, eventLogSx, useEventLog } from './event-log';

export default function RangeFieldOnChangeLog() {
  const { events, log } = useEventLog();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <SingleInputDateRangeField
          label="Pay period"
          sx={{ maxWidth: 320 }}
          onChange={([start, end]) =>
            log('onChange', `[${describe(start)}, ${describe(end)}]`)
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
