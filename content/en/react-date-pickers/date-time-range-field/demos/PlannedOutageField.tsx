import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

export default function PlannedOutageField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SingleInputDateTimeRangeField
        sx={{ width: 400, maxWidth: '100%' }}
        label="Planned outage"
        defaultValue={[dayjs('2025-05-10T23:00'), dayjs('2025-05-11T03:00')]}
      />
    </LocalizationProvider>
  );
}
