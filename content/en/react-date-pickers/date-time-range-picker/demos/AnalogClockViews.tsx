import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

export default function AnalogClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        sx={{ width: 400, maxWidth: '100%' }}
        label="Car hire"
        viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
        defaultValue={[dayjs('2025-06-02T09:00'), dayjs('2025-06-06T17:00')]}
      />
    </LocalizationProvider>
  );
}
