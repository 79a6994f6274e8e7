import dayjs, { type Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  PickersLayout,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';

const LAST_FROST = dayjs('2025-04-20');

// Keeps the default layout and adds a banner above it.
function LayoutWithFrostWarning(props: PickersLayoutProps<Dayjs | null>) {
  return (
    <Box sx={{ maxWidth: 320 }}>
      <Alert severity="info" sx={{ borderRadius: 0 }}>
        Last frost expected on {LAST_FROST.format('MMMM D')}. Earlier days are
        disabled.
      </Alert>
      <PickersLayout {...props} />
    </Box>
  );
}

export default function HarvestLayoutBanner() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Planting date"
        defaultValue={dayjs('2025-05-06')}
        minDate={LAST_FROST}
        slots={{ layout: LayoutWithFrostWarning }}
      />
    </LocalizationProvider>
  );
}
