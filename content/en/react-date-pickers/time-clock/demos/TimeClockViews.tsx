import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack>
          <Typography variant="subtitle2" component="p">
            Collection hour
          </Typography>
          <TimeClock views={['hours']} defaultValue={dayjs('2025-04-17T15:00')} />
        </Stack>
        <Stack>
          <Typography variant="subtitle2" component="p">
            Scanned at (with seconds)
          </Typography>
          <TimeClock
            views={['hours', 'minutes', 'seconds']}
            defaultValue={dayjs('2025-04-17T09:12:40')}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
