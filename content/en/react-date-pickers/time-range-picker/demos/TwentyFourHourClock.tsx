import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function TwentyFourHourClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        label="Maintenance window"
        ampm={false}
        slotProps={{ field: { dateSeparator: 'to' } }}
        defaultValue={[dayjs('2025-04-17T22:30'), dayjs('2025-04-17T23:45')]}
      />
    </LocalizationProvider>
  );
}
