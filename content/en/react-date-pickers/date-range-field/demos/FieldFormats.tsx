import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

const rental = [dayjs('2025-07-12'), dayjs('2025-07-19')] as const;

export default function FieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <SingleInputDateRangeField
          label="Day first"
          format="DD/MM/YYYY"
          defaultValue={[...rental]}
        />
        <SingleInputDateRangeField
          label="Month names"
          format="D MMM YYYY"
          defaultValue={[...rental]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
