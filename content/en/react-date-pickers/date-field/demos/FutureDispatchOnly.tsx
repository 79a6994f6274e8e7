import * as React from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const messages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  disablePast: 'Parcels cannot be dispatched in the past',
  invalidDate: 'This is not a real date',
};

export default function FutureDispatchOnly() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateField
        label="Dispatch date"
        disablePast
        onError={(newError) => setError(newError)}
        helperText={error ? messages[error] : 'Today or later'}
      />
    </LocalizationProvider>
  );
}
