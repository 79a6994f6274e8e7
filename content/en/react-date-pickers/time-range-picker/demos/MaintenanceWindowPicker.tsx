import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function MaintenanceWindowPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        label="Maintenance window"
        defaultValue={[dayjs('2025-04-17T02:00'), dayjs('2025-04-17T04:30')]}
      />
    </LocalizationProvider>
  );
}
