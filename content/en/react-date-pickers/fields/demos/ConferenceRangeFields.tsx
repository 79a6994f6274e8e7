import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

export default function ConferenceRangeFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <SingleInputDateRangeField
          label="Conference days"
          defaultValue={[dayjs('2025-06-12'), dayjs('2025-06-13')]}
        />
        <MultiInputDateRangeField
          defaultValue={[dayjs('2025-06-11'), dayjs('2025-06-14')]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Hotel check-in' : 'Hotel check-out',
            }),
          }}
        />
        <SingleInputTimeRangeField
          label="Workshop hours"
          defaultValue={[dayjs('2025-06-12T14:00'), dayjs('2025-06-12T17:30')]}
        />
        <SingleInputDateTimeRangeField
          label="Exhibition hall open"
          defaultValue={[dayjs('2025-06-12T08:30'), dayjs('2025-06-13T18:00')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
