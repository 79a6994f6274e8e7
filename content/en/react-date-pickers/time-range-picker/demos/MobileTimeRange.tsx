import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';

export default function MobileTimeRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MobileTimeRangePicker
        label="Quiet hours"
        defaultValue={[dayjs('2025-04-17T13:00'), dayjs('2025-04-17T15:00')]}
      />
    </LocalizationProvider>
  );
}
