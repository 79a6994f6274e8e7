import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function ButtonAtStart() {
  const firstPick = dayjs('2025-07-18T06:30');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Picking day"
          defaultValue={firstPick}
          slotProps={{ field: { openPickerButtonPosition: 'start' } }}
        />
        <TimePicker
          label="Crew starts at"
          defaultValue={firstPick}
          slotProps={{ field: { openPickerButtonPosition: 'start' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
