import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ExamFieldProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Exam date"
          defaultValue={dayjs('2025-06-12')}
          slotProps={{
            textField: {
              helperText: 'Weekdays only, in the June session',
              required: true,
            },
          }}
        />
        <DatePicker
          label="Resit date"
          referenceDate={dayjs('2025-08-25')}
          slotProps={{
            textField: (ownerState) => ({
              variant: 'filled',
              helperText: ownerState.isPickerValueEmpty ? 'Optional' : ' ',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
