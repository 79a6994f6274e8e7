import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

const shiftStart = dayjs('2025-04-17T07:00');

export default function TimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DesktopTimePicker label="Desktop variant" defaultValue={shiftStart} />
          <MobileTimePicker label="Mobile variant" defaultValue={shiftStart} />
          <TimePicker label="Responsive variant" defaultValue={shiftStart} />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            Static variant
          </Typography>
          <StaticTimePicker defaultValue={shiftStart} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
