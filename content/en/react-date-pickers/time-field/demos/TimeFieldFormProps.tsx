import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function TimeFieldFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TimeField
          label="Rostered start (read-only)"
          defaultValue={dayjs('2025-04-17T07:00')}
          readOnly
        />
        <TimeField
          label="Overtime (disabled)"
          defaultValue={dayjs('2025-04-17T16:00')}
          disabled
        />
      </Stack>
    </LocalizationProvider>
  );
}
