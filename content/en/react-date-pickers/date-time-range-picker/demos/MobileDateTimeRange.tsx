import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';

export default function MobileDateTimeRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MobileDateTimeRangePicker
        sx={{ width: 400, maxWidth: '100%' }}
        label="Scooter hire"
        defaultValue={[dayjs('2025-06-21T10:00'), dayjs('2025-06-21T16:00')]}
      />
    </LocalizationProvider>
  );
}
