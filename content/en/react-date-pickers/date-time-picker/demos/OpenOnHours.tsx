import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';

export default function OpenOnHours() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MobileDateTimePicker
        label="Move the talk to another time"
        openTo="hours"
        defaultValue={dayjs('2025-06-12T10:30')}
      />
    </LocalizationProvider>
  );
}
