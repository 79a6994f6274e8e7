import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function PastAndFutureLimits() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DatePicker label="Departure (today or later)" disablePast />
        <DatePicker
          label="Date of birth (today or earlier)"
          disableFuture
          openTo="year"
          views={['year', 'month', 'day']}
        />
      </Stack>
    </LocalizationProvider>
  );
}
