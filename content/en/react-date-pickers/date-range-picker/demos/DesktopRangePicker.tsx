import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';

export default function DesktopRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopDateRangePicker
        label="Conference stay"
        defaultValue={[dayjs('2025-09-22'), dayjs('2025-09-26')]}
      />
    </LocalizationProvider>
  );
}
