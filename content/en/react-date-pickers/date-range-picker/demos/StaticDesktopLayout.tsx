import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';

export default function StaticDesktopLayout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Two months need about 640 pixels: let them scroll on narrow screens. */}
      <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <StaticDateRangePicker
          displayStaticWrapperAs="desktop"
          defaultValue={[dayjs('2025-06-14'), dayjs('2025-06-21')]}
        />
      </Box>
    </LocalizationProvider>
  );
}
