import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function UncontrolledDateField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateField label="Dispatch date" defaultValue={dayjs('2025-04-22')} />
    </LocalizationProvider>
  );
}
