import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

const lapWindow = [
  dayjs('2025-04-17T14:05:30'),
  dayjs('2025-04-17T14:47:10'),
] as const;

export default function TimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <SingleInputTimeRangeField
          label="24-hour clock"
          ampm={false}
          defaultValue={[...lapWindow]}
        />
        <SingleInputTimeRangeField
          label="With seconds"
          format="HH:mm:ss"
          defaultValue={[...lapWindow]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
