import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function CourierArrivalClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeClock defaultValue={dayjs('2025-04-17T10:30')} />
    </LocalizationProvider>
  );
}
