import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function ParcelDispatchDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateField label="Dispatch date" />
    </LocalizationProvider>
  );
}
