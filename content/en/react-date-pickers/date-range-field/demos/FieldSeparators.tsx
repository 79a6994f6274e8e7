import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const rental = [dayjs('2025-07-12'), dayjs('2025-07-19')] as const;

export default function FieldSeparators() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <SingleInputDateRangeField
          label="Rental period"
          dateSeparator="→"
          defaultValue={[...rental]}
        />
        <MultiInputDateRangeField
          dateSeparator="until"
          defaultValue={[...rental]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Arrival' : 'Departure',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
