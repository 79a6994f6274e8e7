import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function LocalTextOverrides() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{
        clearButtonLabel: 'Remove date',
        todayButtonLabel: 'Visit today',
      }}
    >
      <StaticDatePicker
        defaultValue={dayjs('2025-05-14')}
        localeText={{
          clearButtonLabel: 'No visit yet',
          toolbarTitle: 'Your museum visit',
        }}
        slotProps={{ actionBar: { actions: ['clear', 'today'] } }}
      />
    </LocalizationProvider>
  );
}
