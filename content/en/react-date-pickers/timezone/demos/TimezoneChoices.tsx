import * as React from 'react';
import { DateTime } from 'luxon';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const choices = [
  'UTC',
  'system',
  'default',
  'America/Los_Angeles',
  'Asia/Kolkata',
  'UTC+7',
];

export default function TimezoneChoices() {
  const [zone, setZone] = React.useState('Asia/Kolkata');
  const [value, setValue] = React.useState<DateTime | null>(
    DateTime.fromISO('2025-03-14T09:30:00Z', { zone: 'UTC' }),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="timezone"
            value={zone}
            onChange={(event) => setZone(event.target.value)}
            sx={{ minWidth: 220 }}
          >
            {choices.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {choice}
              </MenuItem>
            ))}
          </TextField>
          <DateTimePicker
            label="Sample collected"
            timezone={zone}
            value={value}
            onChange={(newValue) => setValue(newValue)}
          />
        </Stack>
        <Typography>
          Stored value: <code>{value?.isValid ? value.toISO() : String(value)}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
