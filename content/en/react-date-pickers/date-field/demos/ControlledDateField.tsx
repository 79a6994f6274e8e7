import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

function describe(value: Dayjs | null) {
  if (value === null) {
    return 'Value: null (the field is empty or incomplete)';
  }
  if (!value.isValid()) {
    return 'Value: an invalid date';
  }
  return `Value: ${value.format('YYYY-MM-DD')}`;
}

export default function ControlledDateField() {
  const [dispatchDate, setDispatchDate] = React.useState<Dayjs | null>(
    dayjs('2025-04-22'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateField
          label="Dispatch date"
          value={dispatchDate}
          onChange={(newValue) => setDispatchDate(newValue)}
        />
        <Typography>{describe(dispatchDate)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
