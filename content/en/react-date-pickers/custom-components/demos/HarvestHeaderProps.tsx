import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function HarvestHeaderProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-08-14')}
        slotProps={{
          calendarHeader: {
            // A format of your date library for the month label.
            format: 'MMM YYYY',
            sx: {
              bgcolor: 'success.main',
              color: 'success.contrastText',
              borderRadius: 2,
              mx: 1,
              py: 3,
              '& .MuiIconButton-root': { color: 'inherit' },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
