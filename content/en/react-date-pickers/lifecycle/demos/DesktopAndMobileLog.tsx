import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { describe, eventLogSx, useEventLog, type LoggedEvent } from './event-log';

function EventList({ label, events }: { label: string; events: LoggedEvent[] }) {
  return (
    <Box component="ol" aria-label={label} sx={eventLogSx}>
      {events.map((event) => (
        <li key={event.id} value={event.id}>
          {event.name} {event.detail}
        </li>
      ))}
    </Box>
  );
}

const sampleDate = dayjs('2025-03-14');

export default function DesktopAndMobileLog() {
  const desktop = useEventLog(5);
  const mobile = useEventLog(5);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={2} sx={{ flex: 1 }}>
          <DesktopDatePicker
            label="Desktop"
            defaultValue={sampleDate}
            onChange={(value) => desktop.log('onChange', describe(value))}
            onAccept={(value) => desktop.log('onAccept', describe(value))}
            onClose={() => desktop.log('onClose')}
          />
          <EventList label="Desktop event log" events={desktop.events} />
        </Stack>
        <Stack spacing={2} sx={{ flex: 1 }}>
          <MobileDatePicker
            label="Mobile"
            defaultValue={sampleDate}
            onChange={(value) => mobile.log('onChange', describe(value))}
            onAccept={(value) => mobile.log('onAccept', describe(value))}
            onClose={() => mobile.log('onClose')}
          />
          <EventList label="Mobile event log" events={mobile.events} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
