import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';

export default function OpenOnMinutes() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MobileTimePicker
        label="Adjust the minutes"
        openTo="minutes"
        defaultValue={dayjs('2025-04-17T14:30')}
      />
    </LocalizationProvider>
  );
}
