import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function DateTimeRangeFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        label="Car hire"
        ampm={false}
        format="DD/MM HH:mm"
        slotProps={{ field: { dateSeparator: 'to' } }}
        defaultValue={[dayjs('2025-06-02T09:00'), dayjs('2025-06-06T17:00')]}
      />
    </LocalizationProvider>
  );
}
