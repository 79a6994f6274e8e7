import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function CourierHoursClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeClock
        ampm={false}
        minTime={dayjs('2025-04-17T08:00')}
        maxTime={dayjs('2025-04-17T18:00')}
        defaultValue={dayjs('2025-04-17T09:00')}
      />
    </LocalizationProvider>
  );
}
