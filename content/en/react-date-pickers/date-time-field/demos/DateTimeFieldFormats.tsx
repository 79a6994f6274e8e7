import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const scanned = dayjs('2025-04-22T08:05:42');

export default function DateTimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateTimeField
          label="DD/MM/YYYY HH:mm"
          defaultValue={scanned}
          format="DD/MM/YYYY HH:mm"
        />
        <DateTimeField
          label="MMM D, YYYY h:mm A"
          defaultValue={scanned}
          format="MMM D, YYYY h:mm A"
        />
        <DateTimeField
          label="YYYY-MM-DD HH:mm:ss"
          defaultValue={scanned}
          format="YYYY-MM-DD HH:mm:ss"
        />
      </Stack>
    </LocalizationProvider>
  );
}
