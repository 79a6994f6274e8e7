import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function ShiftStartTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker label="Shift start" />
    </LocalizationProvider>
  );
}
