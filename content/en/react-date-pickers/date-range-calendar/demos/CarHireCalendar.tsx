import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function CarHireCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Two months need about 640 pixels: let them scroll on narrow screens. */}
      <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <DateRangeCalendar
          defaultValue={[dayjs('2025-06-02'), dayjs('2025-06-06')]}
        />
      </Box>
    </LocalizationProvider>
  );
}
