import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function QuarterHourClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeClock
        minutesStep={15}
        openTo="minutes"
        defaultValue={dayjs('2025-04-17T14:45')}
      />
    </LocalizationProvider>
  );
}
