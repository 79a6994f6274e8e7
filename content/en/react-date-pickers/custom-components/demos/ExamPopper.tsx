import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';

export default function ExamPopper() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopDatePicker
        label="Resit exam"
        defaultValue={dayjs('2025-08-25')}
        slotProps={{
          // Open beside the field instead of below it.
          popper: { placement: 'right-start' },
          desktopPaper: {
            variant: 'outlined',
            sx: { borderColor: 'primary.main', borderWidth: 2, borderRadius: 3 },
          },
        }}
      />
    </LocalizationProvider>
  );
}
