import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const periodStart = dayjs('2025-06-01');
const cutoff = dayjs('2025-06-25');

export default function KeepValidValuesOnly() {
  const [savedDate, setSavedDate] = React.useState<Dayjs>(dayjs('2025-06-18'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Expense date"
          defaultValue={savedDate}
          minDate={periodStart}
          maxDate={cutoff}
          onChange={(newValue, context) => {
            if (newValue !== null && context.validationError === null) {
              setSavedDate(newValue);
            }
          }}
        />
        <Typography>
          Included in the June payroll: {savedDate.format('dddd, MMMM D')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
