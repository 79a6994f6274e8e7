import dayjs from 'dayjs';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function ReleaseTabsIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2025-09-30T14:00')}
        slotProps={{
          tabs: {
            dateIcon: <EventNoteIcon />,
            timeIcon: <ScheduleSendIcon />,
          },
          actionBar: { actions: [] },
        }}
      />
    </LocalizationProvider>
  );
}
