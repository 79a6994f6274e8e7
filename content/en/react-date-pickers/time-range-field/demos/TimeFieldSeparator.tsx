import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

const hours = [dayjs('2025-04-17T08:30'), dayjs('2025-04-17T18:00')] as const;

export default function TimeFieldSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <SingleInputTimeRangeField
          label="Opening hours"
          dateSeparator="to"
          defaultValue={[...hours]}
        />
        <MultiInputTimeRangeField
          dateSeparator="→"
          defaultValue={[...hours]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Opens' : 'Closes',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
