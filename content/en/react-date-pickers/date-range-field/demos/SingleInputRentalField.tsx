import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

export default function SingleInputRentalField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SingleInputDateRangeField
        label="Rental period"
        defaultValue={[dayjs('2025-07-12'), dayjs('2025-07-19')]}
      />
    </LocalizationProvider>
  );
}
