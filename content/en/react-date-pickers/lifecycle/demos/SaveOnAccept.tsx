import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { saveSampleDate } from './fake-server';

export default function SaveOnAccept() {
  const [requests, setRequests] = React.useState(0);
  const [status, setStatus] = React.useState('Nothing sent yet.');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Sample received"
          defaultValue={dayjs('2025-03-14')}
          onAccept={async (value, context) => {
            if (context.validationError !== null) {
              setStatus('Not saved: the date is not valid.');
              return;
            }
            setRequests((count) => count + 1);
            setStatus('Saving…');
            const saved = await saveSampleDate(value);
            setStatus(`Saved ${saved}.`);
          }}
        />
        <Typography role="status">
          {status} Requests sent: {requests}.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
