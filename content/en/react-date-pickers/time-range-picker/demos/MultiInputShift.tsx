import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

export default function MultiInputShift() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        slots={{ field: MultiInputTimeRangeField }}
        localeText={{ start: 'Clock in', end: 'Clock out' }}
        defaultValue={[dayjs('2025-04-17T09:00'), dayjs('2025-04-17T17:30')]}
      />
    </LocalizationProvider>
  );
}
