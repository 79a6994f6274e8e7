import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function SingleColumnSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Consultation slot"
        timeSteps={{ minutes: 30 }}
        thresholdToRenderTimeInASingleColumn={48}
        defaultValue={dayjs('2025-04-17T09:30')}
      />
    </LocalizationProvider>
  );
}
