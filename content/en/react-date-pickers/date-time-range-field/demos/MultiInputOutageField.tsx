import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

export default function MultiInputOutageField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputDateTimeRangeField
        defaultValue={[dayjs('2025-05-10T23:00'), dayjs('2025-05-11T03:00')]}
        slotProps={{
          textField: ({ position }) => ({
            label: position === 'start' ? 'Outage starts' : 'Service back',
          }),
        }}
      />
    </LocalizationProvider>
  );
}
