import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const dispatchDate = dayjs('2025-04-22');

export default function DateFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateField
          label="DD/MM/YYYY"
          defaultValue={dispatchDate}
          format="DD/MM/YYYY"
        />
        <DateField
          label="MMMM D, YYYY"
          defaultValue={dispatchDate}
          format="MMMM D, YYYY"
        />
        <DateField
          label="ddd D MMM YYYY"
          defaultValue={dispatchDate}
          format="ddd D MMM YYYY"
        />
      </Stack>
    </LocalizationProvider>
  );
}
