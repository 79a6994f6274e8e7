import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ExamDayActions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Written exam"
        defaultValue={dayjs('2025-06-12')}
        // Keep the popover open after a click so that OK confirms the choice.
        closeOnSelect={false}
        slotProps={{
          actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
