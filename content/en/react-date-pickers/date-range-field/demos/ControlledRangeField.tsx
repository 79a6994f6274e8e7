import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function toIso(date: Dayjs | null) {
  if (date === null) {
    return 'null';
  }
  return date.isValid() ? `"${date.format('YYYY-MM-DD')}"` : 'Invalid Date';
}

export default function ControlledRangeField() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-07-12'),
    dayjs('2025-07-19'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <SingleInputDateRangeField
          label="Rental period"
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
