import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function QuarterHourSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Meeting time"
        timeSteps={{ minutes: 15 }}
        defaultValue={dayjs('2025-04-17T10:15')}
      />
    </LocalizationProvider>
  );
}
