import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function UncontrolledDatePicker() {
  const [lastAccepted, setLastAccepted] = React.useState('nothing yet');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Start date"
          defaultValue={dayjs('2025-04-17')}
          onAccept={(newValue) => {
            setLastAccepted(
              newValue ? newValue.format('YYYY-MM-DD') : 'an empty value',
            );
          }}
        />
        <Typography>Last accepted: {lastAccepted}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
