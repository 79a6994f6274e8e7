import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function FreezeMultiInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        localeText={{ start: 'Freeze starts', end: 'Freeze ends' }}
        defaultValue={[dayjs('2025-12-19'), dayjs('2026-01-05')]}
        slots={{ field: MultiInputDateRangeField }}
      />
    </LocalizationProvider>
  );
}
