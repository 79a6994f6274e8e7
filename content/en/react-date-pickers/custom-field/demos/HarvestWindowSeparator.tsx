import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function HarvestWindowSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Apple harvest"
        defaultValue={[dayjs('2025-09-08'), dayjs('2025-10-17')]}
        slotProps={{ field: { dateSeparator: 'to' } }}
      />
    </LocalizationProvider>
  );
}
