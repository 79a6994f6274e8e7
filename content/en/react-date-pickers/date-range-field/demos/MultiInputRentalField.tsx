import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function MultiInputRentalField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputDateRangeField
        defaultValue={[dayjs('2025-07-12'), dayjs('2025-07-19')]}
        slotProps={{
          textField: ({ position }) => ({
            label: position === 'start' ? 'Arrival' : 'Departure',
          }),
        }}
      />
    </LocalizationProvider>
  );
}
