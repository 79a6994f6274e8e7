import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { type FieldOwnerState } from '@mui/x-date-pickers/models';

export default function MultiInputPerPosition() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2025-06-10'), dayjs('2025-06-20')]}
        slots={{ field: MultiInputDateRangeField }}
        slotProps={{
          // Called once per input, with `position` set to "start" or "end".
          textField: ({
            position,
          }: FieldOwnerState & { position?: 'start' | 'end' }) =>
            position === 'start'
              ? { label: 'First paper', helperText: 'Written exams begin' }
              : {
                  label: 'Last paper',
                  helperText: 'Results 3 weeks later',
                  color: 'success',
                },
        }}
      />
    </LocalizationProvider>
  );
}
