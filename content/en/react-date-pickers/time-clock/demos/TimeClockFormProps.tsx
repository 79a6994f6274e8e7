import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

const delivered = dayjs('2025-04-17T11:15');

export default function TimeClockFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack>
          <Typography variant="subtitle2" component="p">
            Read-only
          </Typography>
          <TimeClock defaultValue={delivered} readOnly />
        </Stack>
        <Stack>
          <Typography variant="subtitle2" component="p">
            Disabled
          </Typography>
          <TimeClock defaultValue={delivered} disabled />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
