import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function CalendarViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack>
          <Typography variant="subtitle2" component="p">
            Year, then month, then day
          </Typography>
          <DateCalendar
            views={['year', 'month', 'day']}
            openTo="year"
            defaultValue={dayjs('2025-04-17')}
          />
        </Stack>
        <Stack>
          <Typography variant="subtitle2" component="p">
            Month and year only
          </Typography>
          <DateCalendar
            views={['month', 'year']}
            openTo="month"
            defaultValue={dayjs('2025-04-01')}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
