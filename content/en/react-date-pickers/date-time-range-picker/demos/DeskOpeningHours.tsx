import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

const isSunday = (day: Dayjs) => day.day() === 0;

export default function DeskOpeningHours() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        sx={{ width: 400, maxWidth: '100%' }}
        label="Car hire (desk open Mon–Sat, 8 AM–8 PM)"
        minTime={dayjs('2025-01-01T08:00')}
        maxTime={dayjs('2025-01-01T20:00')}
        shouldDisableDate={isSunday}
        skipDisabled
        defaultValue={[dayjs('2025-06-02T09:00'), dayjs('2025-06-06T17:00')]}
      />
    </LocalizationProvider>
  );
}
