import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function CalendarFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack>
          <Typography variant="subtitle2" component="p">
            Read-only
          </Typography>
          <DateCalendar defaultValue={dayjs('2025-04-17')} readOnly />
        </Stack>
        <Stack>
          <Typography variant="subtitle2" component="p">
            Disabled
          </Typography>
          <DateCalendar defaultValue={dayjs('2025-04-17')} disabled />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
