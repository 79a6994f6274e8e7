import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ClearableReturnDate() {
  const [returnDate, setReturnDate] = React.useState<Dayjs | null>(
    dayjs('2025-05-21'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Return date"
          value={returnDate}
          onChange={(newValue) => setReturnDate(newValue)}
          slotProps={{ field: { clearable: true } }}
        />
        <Typography>
          {returnDate === null ? 'One-way trip' : 'Round trip'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
