import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function SampleCollectedField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-14T09:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimeField
          label="Sample collected at"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          sx={{ minWidth: 260 }}
        />
        <Typography>
          Value:{' '}
          {value?.isValid()
            ? value.format('dddd, MMMM D, YYYY h:mm A')
            : String(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
