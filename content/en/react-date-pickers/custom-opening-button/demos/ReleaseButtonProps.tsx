import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ReleaseButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Release candidate"
        defaultValue={dayjs('2025-09-23')}
        slotProps={{
          openPickerButton: {
            color: 'primary',
            size: 'small',
            sx: { bgcolor: 'action.selected', borderRadius: 1.5 },
          },
          openPickerIcon: { fontSize: 'small' },
          inputAdornment: { sx: { ml: 1.5 } },
        }}
      />
    </LocalizationProvider>
  );
}
