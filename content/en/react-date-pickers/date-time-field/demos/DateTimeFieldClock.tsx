import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const eveningDrop = dayjs('2025-04-22T19:30');

export default function DateTimeFieldClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateTimeField label="12-hour clock" defaultValue={eveningDrop} />
        <DateTimeField
          label="24-hour clock"
          defaultValue={eveningDrop}
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
