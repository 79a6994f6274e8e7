import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';

const sailing = dayjs('2025-06-12');

export default function DialogAccessibleNames() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <MobileDatePicker label="Outbound sailing" defaultValue={sailing} />
          <MobileDatePicker
            label="Return sailing"
            defaultValue={sailing.add(5, 'day')}
            slotProps={{ toolbar: { hidden: true } }}
          />
        </Stack>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography
            id="standby-sailing-heading"
            variant="subtitle1"
            component="h3"
          >
            Standby sailing
          </Typography>
          <DesktopDatePicker
            defaultValue={sailing.add(1, 'day')}
            slotProps={{
              popper: { 'aria-labelledby': 'standby-sailing-heading' },
              textField: {
                InputProps: { 'aria-labelledby': 'standby-sailing-heading' },
              },
            }}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
