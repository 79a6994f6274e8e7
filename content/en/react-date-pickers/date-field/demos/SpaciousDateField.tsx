import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const dispatchDate = dayjs('2025-04-22');

export default function SpaciousDateField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateField label="Dense (default)" defaultValue={dispatchDate} />
        <DateField
          label="Spacious"
          defaultValue={dispatchDate}
          formatDensity="spacious"
        />
      </Stack>
    </LocalizationProvider>
  );
}
