import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

const lateCollection = dayjs('2025-04-17T17:30');

export default function TimeClockHourFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack>
          <Typography variant="subtitle2" component="p">
            24 hours: ampm=false
          </Typography>
          <TimeClock ampm={false} defaultValue={lateCollection} />
        </Stack>
        <Stack>
          <Typography variant="subtitle2" component="p">
            12 hours with AM/PM buttons: ampmInClock
          </Typography>
          <TimeClock ampm ampmInClock defaultValue={lateCollection} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
