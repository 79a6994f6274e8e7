import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function FlightBookingFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateField label="Travel date" defaultValue={dayjs('2025-05-14')} />
        <TimeField
          label="Boarding closes"
          defaultValue={dayjs('2025-05-14T06:55')}
        />
        <DateTimeField
          label="Scheduled arrival"
          defaultValue={dayjs('2025-05-14T10:20')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
