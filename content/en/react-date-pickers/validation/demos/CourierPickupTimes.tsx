import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeView } from '@mui/x-date-pickers/models';

// The courier collects lab samples on the hour and half hour, except over lunch.
function shouldDisableTime(value: Dayjs, view: TimeView) {
  if (view === 'hours') {
    return value.hour() === 12 || value.hour() === 13;
  }
  if (view === 'minutes') {
    return value.minute() !== 0 && value.minute() !== 30;
  }
  return false;
}

export default function CourierPickupTimes() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Courier pickup"
        defaultValue={dayjs('2025-03-14T10:30')}
        shouldDisableTime={shouldDisableTime}
      />
    </LocalizationProvider>
  );
}
