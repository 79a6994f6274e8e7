import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function DateFieldFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateField
          label="Shipped on (read-only)"
          defaultValue={dayjs('2025-04-22')}
          readOnly
        />
        <DateField
          label="Delivered on (disabled)"
          defaultValue={dayjs('2025-04-24')}
          disabled
        />
      </Stack>
    </LocalizationProvider>
  );
}
