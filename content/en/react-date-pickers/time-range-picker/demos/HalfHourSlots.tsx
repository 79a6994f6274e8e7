import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function HalfHourSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        label="Meeting room booking"
        timeSteps={{ minutes: 30 }}
        thresholdToRenderTimeInASingleColumn={48}
        // With a single list, the default format would drop the minutes.
        format="hh:mm A"
        defaultValue={[dayjs('2025-04-17T10:00'), dayjs('2025-04-17T11:30')]}
      />
    </LocalizationProvider>
  );
}
