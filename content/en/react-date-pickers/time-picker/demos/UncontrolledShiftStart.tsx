import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function UncontrolledShiftStart() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker label="Shift start" defaultValue={dayjs('2025-04-17T07:00')} />
    </LocalizationProvider>
  );
}
