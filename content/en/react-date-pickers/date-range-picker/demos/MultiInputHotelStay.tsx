import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function MultiInputHotelStay() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        slots={{ field: MultiInputDateRangeField }}
        localeText={{ start: 'Check-in', end: 'Check-out' }}
        defaultValue={[dayjs('2025-05-09'), dayjs('2025-05-12')]}
      />
    </LocalizationProvider>
  );
}
