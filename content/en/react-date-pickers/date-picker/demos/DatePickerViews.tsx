import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DatePicker
          label="Departure date"
          views={['year', 'month', 'day']}
          defaultValue={dayjs('2025-05-14')}
        />
        <DatePicker
          label="Travel month"
          views={['month', 'year']}
          defaultValue={dayjs('2025-05-01')}
        />
        <DatePicker
          label="Passport issue year"
          views={['year']}
          defaultValue={dayjs('2021-01-01')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
