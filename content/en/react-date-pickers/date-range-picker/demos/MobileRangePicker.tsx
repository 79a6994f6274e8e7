import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';

export default function MobileRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MobileDateRangePicker
        label="Hostel stay"
        defaultValue={[dayjs('2025-08-04'), dayjs('2025-08-07')]}
      />
    </LocalizationProvider>
  );
}
