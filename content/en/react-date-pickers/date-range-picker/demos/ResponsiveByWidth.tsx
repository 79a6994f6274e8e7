import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function ResponsiveByWidth() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Hotel stay"
        desktopModeMediaQuery="@media (min-width: 900px)"
        defaultValue={[dayjs('2025-05-09'), dayjs('2025-05-12')]}
      />
    </LocalizationProvider>
  );
}
