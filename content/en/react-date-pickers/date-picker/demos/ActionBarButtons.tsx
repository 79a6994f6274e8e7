import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ActionBarButtons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Departure date"
        closeOnSelect={false}
        slotProps={{
          actionBar: { actions: ['today', 'clear', 'cancel', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
