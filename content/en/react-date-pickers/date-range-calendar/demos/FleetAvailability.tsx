import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { isReserved } from './fleet-reservations';

export default function FleetAvailability() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        calendars={1}
        referenceDate={dayjs('2025-06-01')}
        shouldDisableDate={(day) => isReserved(day)}
      />
    </LocalizationProvider>
  );
}
