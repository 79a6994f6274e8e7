import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const handover = dayjs('2025-04-17T18:45:30');

export default function TimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TimeField label="HH:mm" defaultValue={handover} format="HH:mm" />
        <TimeField label="h:mm a" defaultValue={handover} format="h:mm a" />
        <TimeField label="HH:mm:ss" defaultValue={handover} format="HH:mm:ss" />
      </Stack>
    </LocalizationProvider>
  );
}
