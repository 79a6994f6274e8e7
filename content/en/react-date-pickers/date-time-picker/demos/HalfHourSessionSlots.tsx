import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function HalfHourSessionSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Workshop slot"
        defaultValue={dayjs('2025-06-12T10:00')}
        timeSteps={{ minutes: 30 }}
        thresholdToRenderTimeInASingleColumn={48}
        minTime={dayjs('2025-06-12T09:00')}
        maxTime={dayjs('2025-06-12T17:00')}
        skipDisabled
      />
    </LocalizationProvider>
  );
}
