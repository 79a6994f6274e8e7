import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function BreakStartField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeField label="Break starts at" />
    </LocalizationProvider>
  );
}
