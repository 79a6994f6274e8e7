import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const eveningSession = dayjs('2025-04-17T18:30');

export default function DigitalClockHourFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            12-hour list
          </Typography>
          <DigitalClock ampm defaultValue={eveningSession} />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            24-hour columns
          </Typography>
          <MultiSectionDigitalClock ampm={false} defaultValue={eveningSession} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
