import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';

export default function ClassDayToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopDatePicker
        label="Spin class"
        referenceDate={dayjs('2025-05-05')}
        slotProps={{
          toolbar: {
            // Desktop pickers hide the toolbar unless you ask for it.
            hidden: false,
            toolbarFormat: 'ddd D MMMM',
            toolbarPlaceholder: 'No class booked',
          },
        }}
      />
    </LocalizationProvider>
  );
}
