import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

const messages: Record<string, string> = {
  minDate: 'Bookings open on 1 June 2025.',
  maxDate: 'Bookings close on 31 August 2025.',
  invalidRange: 'The departure comes before the arrival.',
  invalidDate: 'Enter a complete date.',
};

export default function FieldValidation() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);
  const firstError = error[0] ?? error[1];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SingleInputDateRangeField
        label="Summer rental"
        minDate={dayjs('2025-06-01')}
        maxDate={dayjs('2025-08-31')}
        defaultValue={[dayjs('2025-07-19'), dayjs('2025-07-12')]}
        onError={(newError) => setError(newError)}
        helperText={firstError ? messages[firstError] : 'June to August 2025'}
      />
    </LocalizationProvider>
  );
}
