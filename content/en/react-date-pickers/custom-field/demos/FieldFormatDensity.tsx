import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function FieldFormatDensity() {
  const releaseDay = dayjs('2025-09-30');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label="Dense (default)"
          defaultValue={releaseDay}
          format="DD.MM.YYYY"
        />
        <DateField
          label="Spacious"
          defaultValue={releaseDay}
          format="DD.MM.YYYY"
          formatDensity="spacious"
        />
      </Stack>
    </LocalizationProvider>
  );
}
