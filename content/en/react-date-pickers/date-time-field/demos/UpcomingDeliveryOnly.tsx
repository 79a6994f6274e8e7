import * as React from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

export default function UpcomingDeliveryOnly() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeField
        label="Redeliver at"
        disablePast
        onError={(newError) => setError(newError)}
        helperText={
          error === 'disablePast'
            ? 'This moment has already passed'
            : 'Any time from now on'
        }
      />
    </LocalizationProvider>
  );
}
