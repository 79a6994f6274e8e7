import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

export default function OpeningHoursField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SingleInputTimeRangeField
        label="Opening hours"
        defaultValue={[dayjs('2025-04-17T08:30'), dayjs('2025-04-17T18:00')]}
      />
    </LocalizationProvider>
  );
}
