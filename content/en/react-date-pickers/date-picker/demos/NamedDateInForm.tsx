import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function NamedDateInForm() {
  const [submitted, setSubmitted] = React.useState('nothing yet');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(`departure=${String(data.get('departure'))}`);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="form" spacing={2} onSubmit={handleSubmit}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <DatePicker
            label="Departure date"
            name="departure"
            defaultValue={dayjs('2025-05-14')}
          />
          <Button type="submit" variant="contained">
            Search flights
          </Button>
        </Stack>
        <Typography>Form data sent: {submitted}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
