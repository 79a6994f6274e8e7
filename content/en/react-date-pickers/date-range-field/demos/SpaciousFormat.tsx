import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

const rental = [dayjs('2025-07-12'), dayjs('2025-07-19')] as const;

export default function SpaciousFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <SingleInputDateRangeField
          label="Dense (default)"
          defaultValue={[...rental]}
        />
        <SingleInputDateRangeField
          label="Spacious"
          formatDensity="spacious"
          defaultValue={[...rental]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
