import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { CLASS_WEEKDAYS } from './gym-classes';

export default function ClassDaysHighlight() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-05-14')}
        slotProps={{
          // The function receives the state of each day.
          day: (ownerState) => {
            const isClassDay = CLASS_WEEKDAYS.includes(ownerState.day.day());
            if (
              !isClassDay ||
              ownerState.isDayOutsideMonth ||
              ownerState.isDaySelected
            ) {
              return {};
            }
            return {
              sx: { border: 2, borderColor: 'secondary.main', fontWeight: 'bold' },
            };
          },
        }}
      />
    </LocalizationProvider>
  );
}
