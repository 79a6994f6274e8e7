import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function DateTimeFieldFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateTimeField
          label="Collected (read-only)"
          defaultValue={dayjs('2025-04-21T17:10')}
          readOnly
        />
        <DateTimeField
          label="Delivered (disabled)"
          defaultValue={dayjs('2025-04-22T14:25')}
          disabled
        />
      </Stack>
    </LocalizationProvider>
  );
}
