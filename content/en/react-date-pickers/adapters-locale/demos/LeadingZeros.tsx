import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const payday = dayjs('2025-07-03T08:05');

export default function LeadingZeros() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField label="M/D/YYYY" defaultValue={payday} format="M/D/YYYY" />
          <TimeField label="H:m" defaultValue={payday} format="H:m" />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField
            label="M/D/YYYY, respected"
            defaultValue={payday}
            format="M/D/YYYY"
            shouldRespectLeadingZeros
          />
          <TimeField
            label="H:m, respected"
            defaultValue={payday}
            format="H:m"
            shouldRespectLeadingZeros
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
