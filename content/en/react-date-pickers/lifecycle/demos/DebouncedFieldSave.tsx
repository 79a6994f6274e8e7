import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { saveSampleDate } from './fake-server';

/** Waits until the user has stopped changing the value for this long. */
const DEBOUNCE_DELAY = 800;

export default function DebouncedFieldSave() {
  const [requests, setRequests] = React.useState(0);
  const [status, setStatus] = React.useState('Nothing sent yet.');
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const scheduleSave = (value: Dayjs | null) => {
    clearTimeout(timer.current);
    setStatus('Waiting for you to stop typing…');
    timer.current = setTimeout(async () => {
      setRequests((count) => count + 1);
      setStatus('Saving…');
      const saved = await saveSampleDate(value);
      setStatus(`Saved ${saved}.`);
    }, DEBOUNCE_DELAY);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateField
          label="Sample received"
          defaultValue={dayjs('2025-03-14')}
          onChange={(value, context) => {
            if (context.validationError === null) {
              scheduleSave(value);
            }
          }}
        />
        <Typography role="status">
          {status} Requests sent: {requests}.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
