import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function UncontrolledTimeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeField label="Break starts at" defaultValue={dayjs('2025-04-17T12:30')} />
    </LocalizationProvider>
  );
}
