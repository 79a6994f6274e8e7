import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

// The board skipped the 2027 session.
const YEARS_WITHOUT_SESSION = [2027];

export default function ExamSessionYears() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <YearCalendar
        defaultValue={dayjs('2026-01-01')}
        minDate={dayjs('2024-01-01')}
        maxDate={dayjs('2032-12-31')}
        shouldDisableYear={(year) => YEARS_WITHOUT_SESSION.includes(year.year())}
        slotProps={{
          yearButton: (ownerState) => ({
            sx: {
              borderRadius: 1,
              border: 1,
              borderColor: ownerState.isYearSelected ? 'primary.dark' : 'divider',
              textDecoration: ownerState.isYearDisabled ? 'line-through' : 'none',
            },
          }),
        }}
      />
    </LocalizationProvider>
  );
}
