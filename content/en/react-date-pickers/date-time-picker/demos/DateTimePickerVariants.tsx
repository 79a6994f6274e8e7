import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

const keynote = dayjs('2025-06-12T09:00');

export default function DateTimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DesktopDateTimePicker label="Desktop variant" defaultValue={keynote} />
          <MobileDateTimePicker label="Mobile variant" defaultValue={keynote} />
          <DateTimePicker label="Responsive variant" defaultValue={keynote} />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            Static variant
          </Typography>
          <StaticDateTimePicker defaultValue={keynote} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
