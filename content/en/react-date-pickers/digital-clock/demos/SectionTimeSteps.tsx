import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function SectionTimeSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            Quarter hours
          </Typography>
          <MultiSectionDigitalClock
            timeSteps={{ minutes: 15 }}
            defaultValue={dayjs('2025-04-17T11:15')}
          />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            Every 2 hours, 10 minutes and 30 seconds
          </Typography>
          <MultiSectionDigitalClock
            views={['hours', 'minutes', 'seconds']}
            timeSteps={{ hours: 2, minutes: 10, seconds: 30 }}
            ampm={false}
            defaultValue={dayjs('2025-04-17T08:20:30')}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
