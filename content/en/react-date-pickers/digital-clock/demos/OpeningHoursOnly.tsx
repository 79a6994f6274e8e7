import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import type { TimeView } from '@mui/x-date-pickers/models';

/** Sessions run from 9:00 to 17:00, with a lunch break from 12:00 to 13:00. */
function isOutsideSessions(value: Dayjs, view: TimeView) {
  if (view !== 'hours') {
    return false;
  }
  const hour = value.hour();
  return hour < 9 || hour >= 17 || hour === 12;
}

export default function OpeningHoursOnly() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            From 8:00 AM to 5:00 PM
          </Typography>
          <DigitalClock
            skipDisabled
            minTime={dayjs('2025-04-17T08:00')}
            maxTime={dayjs('2025-04-17T17:00')}
          />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            Session hours, lunch excluded
          </Typography>
          <MultiSectionDigitalClock
            skipDisabled
            ampm={false}
            shouldDisableTime={isOutsideSessions}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
