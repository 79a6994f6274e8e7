import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const stay = [dayjs('2025-05-09'), dayjs('2025-05-12')] as const;

export default function RangeSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <DateRangePicker
          label="Hotel stay"
          defaultValue={[...stay]}
          slotProps={{ field: { dateSeparator: 'to' } }}
        />
        <DateRangePicker
          slots={{ field: MultiInputDateRangeField }}
          defaultValue={[...stay]}
          slotProps={{ field: { dateSeparator: 'until' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
