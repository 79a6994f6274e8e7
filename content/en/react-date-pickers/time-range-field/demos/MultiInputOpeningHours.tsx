import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

export default function MultiInputOpeningHours() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputTimeRangeField
        defaultValue={[dayjs('2025-04-17T08:30'), dayjs('2025-04-17T18:00')]}
        slotProps={{
          textField: ({ position }) => ({
            label: position === 'start' ? 'Opens' : 'Closes',
          }),
        }}
      />
    </LocalizationProvider>
  );
}
