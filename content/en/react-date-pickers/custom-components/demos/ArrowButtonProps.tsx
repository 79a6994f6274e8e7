import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const arrowButton = {
  size: 'small',
  sx: { border: 1, borderColor: 'divider', mx: 0.5 },
} as const;

export default function ArrowButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-06-12')}
        slotProps={{
          previousIconButton: arrowButton,
          nextIconButton: arrowButton,
          leftArrowIcon: { fontSize: 'small' },
          rightArrowIcon: { fontSize: 'small' },
        }}
      />
    </LocalizationProvider>
  );
}
