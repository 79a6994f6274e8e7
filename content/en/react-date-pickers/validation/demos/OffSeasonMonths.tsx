import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The island ferry only sails from April (month 3) to October (month 9).
function isOffSeason(month: Dayjs) {
  return month.month() < 3 || month.month() > 9;
}

export default function OffSeasonMonths() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Sailing date"
        views={['year', 'month', 'day']}
        openTo="month"
        defaultValue={dayjs('2025-06-12')}
        shouldDisableMonth={isOffSeason}
      />
    </LocalizationProvider>
  );
}
