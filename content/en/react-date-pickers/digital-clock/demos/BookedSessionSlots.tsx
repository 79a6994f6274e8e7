import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

/** Talk slots already taken in the conference's side room. */
const takenSlots = ['09:00', '10:30', '11:00', '14:00'];

function isTaken(value: Dayjs) {
  return takenSlots.includes(value.format('HH:mm'));
}

export default function BookedSessionSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DigitalClock
        defaultValue={dayjs('2025-06-12T09:30')}
        minTime={dayjs('2025-06-12T09:00')}
        maxTime={dayjs('2025-06-12T17:00')}
        shouldDisableTime={isTaken}
      />
    </LocalizationProvider>
  );
}
