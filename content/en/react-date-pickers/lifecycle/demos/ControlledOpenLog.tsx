import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { describe, eventLogSx, useEventLog } from './event-log';

export default function ControlledOpenLog() {
  const { events, log } = useEventLog();
  const [open, setOpen] = React.useState(false);
  const [allowClose, setAllowClose] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <DesktopDatePicker
            label="Webinar date"
            defaultValue={dayjs('2025-09-24')}
            open={open}
            onOpen={() => setOpen(true)}
            onClose={() => {
              log('onClose', allowClose ? '(closing)' : '(ignored)');
              if (allowClose) {
                setOpen(false);
              }
            }}
            onChange={(value) => log('onChange', describe(value))}
            onAccept={(value) => log('onAccept', describe(value))}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={allowClose}
                onChange={(event) => setAllowClose(event.target.checked)}
              />
            }
            label="Let the picker close"
          />
        </Stack>
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
