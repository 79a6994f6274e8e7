import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const booked = dayjs('2025-04-17T10:00');

export default function DigitalClockFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            Read-only
          </Typography>
          <DigitalClock defaultValue={booked} readOnly />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            Disabled
          </Typography>
          <MultiSectionDigitalClock defaultValue={booked} disabled />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
