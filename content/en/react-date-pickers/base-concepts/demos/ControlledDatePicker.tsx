import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

function describe(value: Dayjs | null) {
  if (value === null) {
    return 'No complete date entered (the value is null)';
  }
  if (!value.isValid()) {
    return 'Not a real date (value.isValid() is false)';
  }
  return `Invoice date: ${value.format('dddd, MMMM D, YYYY')}`;
}

export default function ControlledDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Invoice date"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography>{describe(value)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
