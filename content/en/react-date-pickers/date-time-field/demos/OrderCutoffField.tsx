import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

const cutoff = dayjs('2025-04-21T16:00');

export default function OrderCutoffField() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeField
        label="Order placed at"
        defaultValue={dayjs('2025-04-21T15:40')}
        maxDateTime={cutoff}
        onError={(newError) => setError(newError)}
        helperText={
          error
            ? 'Too late for next-day delivery'
            : `Next-day delivery until ${cutoff.format('MMM D, h:mm A')}`
        }
      />
    </LocalizationProvider>
  );
}
