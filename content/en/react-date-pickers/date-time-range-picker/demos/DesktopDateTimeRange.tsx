import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';

export default function DesktopDateTimeRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopDateTimeRangePicker
        sx={{ width: 400, maxWidth: '100%' }}
        label="Van hire"
        defaultValue={[dayjs('2025-06-14T08:00'), dayjs('2025-06-15T18:00')]}
      />
    </LocalizationProvider>
  );
}
