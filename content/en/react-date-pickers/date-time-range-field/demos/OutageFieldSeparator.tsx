import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

const outage = [dayjs('2025-05-10T23:00'), dayjs('2025-05-11T03:00')] as const;

export default function OutageFieldSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <SingleInputDateTimeRangeField
          label="Planned outage"
          dateSeparator="until"
          defaultValue={[...outage]}
          sx={{ width: 400, maxWidth: '100%' }}
        />
        <MultiInputDateTimeRangeField
          dateSeparator="→"
          defaultValue={[...outage]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Outage starts' : 'Service back',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
