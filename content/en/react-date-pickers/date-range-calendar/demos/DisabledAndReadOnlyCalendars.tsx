import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

const confirmedHire = [dayjs('2025-06-02'), dayjs('2025-06-06')] as const;

export default function DisabledAndReadOnlyCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Stack spacing={1}>
          <Typography variant="subtitle2" sx={{ px: 2 }}>
            Read-only
          </Typography>
          <DateRangeCalendar
            calendars={1}
            readOnly
            defaultValue={[...confirmedHire]}
          />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2" sx={{ px: 2 }}>
            Disabled
          </Typography>
          <DateRangeCalendar
            calendars={1}
            disabled
            defaultValue={[...confirmedHire]}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
