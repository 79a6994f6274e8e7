import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

export default function MultiInputCarHire() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        slots={{ field: MultiInputDateTimeRangeField }}
        localeText={{ start: 'Pick-up', end: 'Return' }}
        defaultValue={[dayjs('2025-06-02T09:00'), dayjs('2025-06-06T17:00')]}
      />
    </LocalizationProvider>
  );
}
