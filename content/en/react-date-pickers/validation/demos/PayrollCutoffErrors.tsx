import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const periodStart = dayjs('2025-06-01');
const cutoff = dayjs('2025-06-25');

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

const messages: Record<NonNullable<DateValidationError>, string> = {
  invalidDate: 'Enter a complete, real date.',
  minDate: 'This overtime belongs to an earlier pay period.',
  maxDate: 'Overtime after June 25 goes into the July payroll.',
  shouldDisableDate: 'Weekend overtime is claimed on a separate form.',
  shouldDisableMonth: 'This month is closed.',
  shouldDisableYear: 'This year is closed.',
  disablePast: 'This date is in the past.',
  disableFuture: 'This date is in the future.',
};

export default function PayrollCutoffErrors() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Overtime worked on"
        defaultValue={dayjs('2025-06-18')}
        minDate={periodStart}
        maxDate={cutoff}
        shouldDisableDate={isWeekend}
        onError={(newError) => setError(newError)}
        slotProps={{
          textField: {
            helperText: error
              ? messages[error]
              : 'Weekdays from June 1 to June 25, 2025.',
          },
        }}
      />
    </LocalizationProvider>
  );
}
