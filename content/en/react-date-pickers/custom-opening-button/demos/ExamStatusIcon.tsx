import * as React from 'react';
import { type Dayjs } from 'dayjs';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ExamStatusIcon() {
  const [value, setValue] = React.useState<Dayjs | null>(null);
  const isScheduled = value !== null && value.isValid();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Thesis defence"
        value={value}
        onChange={setValue}
        slots={{ openPickerIcon: isScheduled ? EventAvailableIcon : EventBusyIcon }}
        slotProps={{
          openPickerIcon: { color: isScheduled ? 'success' : 'warning' },
        }}
      />
    </LocalizationProvider>
  );
}
