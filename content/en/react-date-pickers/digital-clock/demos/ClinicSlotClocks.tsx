import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const firstSlot = dayjs('2025-04-17T09:30');

export default function ClinicSlotClocks() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            DigitalClock
          </Typography>
          <DigitalClock defaultValue={firstSlot} />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            MultiSectionDigitalClock
          </Typography>
          <MultiSectionDigitalClock defaultValue={firstSlot} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
