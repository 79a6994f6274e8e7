import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { renderDigitalClockTimeView } from '@mui/x-date-pickers/timeViewRenderers';

export default function HourlyHire() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        sx={{ width: 400, maxWidth: '100%' }}
        label="Bike hire (whole hours)"
        views={['day', 'hours']}
        viewRenderers={{ hours: renderDigitalClockTimeView }}
        timeSteps={{ minutes: 60 }}
        defaultValue={[dayjs('2025-06-07T09:00'), dayjs('2025-06-07T13:00')]}
      />
    </LocalizationProvider>
  );
}
