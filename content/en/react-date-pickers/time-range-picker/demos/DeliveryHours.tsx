import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function DeliveryHours() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        label="Delivery slot"
        minTime={dayjs('2025-04-17T08:00')}
        maxTime={dayjs('2025-04-17T18:00')}
        skipDisabled
        defaultValue={[dayjs('2025-04-17T09:30'), dayjs('2025-04-17T11:30')]}
        slotProps={{ textField: { helperText: 'Between 8:00 AM and 6:00 PM' } }}
      />
    </LocalizationProvider>
  );
}
