import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const nightShift = dayjs('2025-04-17T22:00');

export default function TimeFieldClockFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TimeField label="Locale default" defaultValue={nightShift} />
        <TimeField label="ampm={false}" defaultValue={nightShift} ampm={false} />
      </Stack>
    </LocalizationProvider>
  );
}
