import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopTimeRangePicker';

export default function DesktopTimeRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopTimeRangePicker
        label="Database backup"
        defaultValue={[dayjs('2025-04-17T01:00'), dayjs('2025-04-17T01:45')]}
      />
    </LocalizationProvider>
  );
}
