import * as React from 'react';
import dayjs from 'dayjs';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const formats = [
  'MM/DD/YYYY hh:mm A',
  'DD.MM.YYYY HH:mm',
  'YYYY-MM-DD HH:mm:ss',
  'dddd, MMMM Do YYYY',
  'MMM D, h:mm a',
  'ddd HH:mm',
];

export default function FormatPlayground() {
  const [format, setFormat] = React.useState(formats[0] ?? 'L LT');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          label="format"
          value={format}
          onChange={(event) => setFormat(event.target.value)}
          sx={{ minWidth: 240 }}
        >
          {formats.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <DateTimeField
          label="Session starts"
          defaultValue={dayjs('2025-06-12T09:05:30')}
          format={format}
          sx={{ minWidth: 300 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
