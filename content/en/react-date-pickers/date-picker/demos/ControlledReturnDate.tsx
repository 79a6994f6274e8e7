import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const suggestedReturn = dayjs('2025-05-21');

export default function ControlledReturnDate() {
  const [returnDate, setReturnDate] = React.useState<Dayjs | null>(suggestedReturn);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DatePicker
            label="Return date"
            value={returnDate}
            onChange={(newValue) => setReturnDate(newValue)}
          />
          <Button variant="outlined" onClick={() => setReturnDate(suggestedReturn)}>
            Use suggested date
          </Button>
        </Stack>
        <Typography>
          {returnDate?.isValid()
            ? `Return flight on ${returnDate.format('dddd, MMMM D, YYYY')}`
            : 'No return date yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
