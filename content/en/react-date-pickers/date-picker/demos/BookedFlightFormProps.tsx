import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function BookedFlightFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DatePicker
          label="Booked departure (read-only)"
          defaultValue={dayjs('2025-05-14')}
          readOnly
        />
        <DatePicker
          label="Return (fare locked)"
          defaultValue={dayjs('2025-05-21')}
          disabled
        />
      </Stack>
    </LocalizationProvider>
  );
}
