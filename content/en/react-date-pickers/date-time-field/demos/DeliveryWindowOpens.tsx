import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function DeliveryWindowOpens() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeField label="Delivery window opens" />
    </LocalizationProvider>
  );
}
