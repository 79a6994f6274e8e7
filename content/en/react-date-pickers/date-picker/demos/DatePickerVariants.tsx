import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const departure = dayjs('2025-05-14');

export default function DatePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DesktopDatePicker label="Desktop variant" defaultValue={departure} />
          <MobileDatePicker label="Mobile variant" defaultValue={departure} />
          <DatePicker label="Responsive variant" defaultValue={departure} />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            Static variant
          </Typography>
          <StaticDatePicker defaultValue={departure} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
