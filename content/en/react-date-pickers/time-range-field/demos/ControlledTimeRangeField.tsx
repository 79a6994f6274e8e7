import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function toIso(time: Dayjs | null) {
  if (time === null) {
    return 'null';
  }
  return time.isValid() ? `"${time.format('YYYY-MM-DDTHH:mm')}"` : 'Invalid Date';
}

export default function ControlledTimeRangeField() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-04-17T08:30'),
    dayjs('2025-04-17T18:00'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <SingleInputTimeRangeField
          label="Opening hours"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography component="p" sx={{ fontFamily: 'monospace' }}>
          [{toIso(value[0])}, {toIso(value[1])}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
