import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

export default function ClearableTimeRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SingleInputTimeRangeField
        label="Do not disturb"
        clearable
        defaultValue={[dayjs('2025-04-17T22:00'), dayjs('2025-04-17T23:30')]}
      />
    </LocalizationProvider>
  );
}
