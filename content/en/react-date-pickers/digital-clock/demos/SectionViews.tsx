import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function SectionViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            Hours, minutes and seconds
          </Typography>
          <MultiSectionDigitalClock
            views={['hours', 'minutes', 'seconds']}
            defaultValue={dayjs('2025-04-17T09:05:30')}
          />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            Hours only
          </Typography>
          <MultiSectionDigitalClock
            views={['hours']}
            defaultValue={dayjs('2025-04-17T14:00')}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
