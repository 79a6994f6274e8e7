import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

const seasonStart = dayjs('2025-05-01');
const seasonEnd = dayjs('2025-09-30');

function errorMessage([startError, endError]: DateRangeValidationError) {
  const error = startError ?? endError;
  switch (error) {
    case 'minDate':
    case 'maxDate':
      return 'The campsite is open from 1 May to 30 September.';
    case 'invalidRange':
      return 'Departure must be on or after arrival.';
    case 'invalidDate':
      return 'Enter a complete date.';
    default:
      return 'Open from 1 May to 30 September.';
  }
}

export default function SeasonWindow() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Campsite pitch"
        minDate={seasonStart}
        maxDate={seasonEnd}
        defaultValue={[dayjs('2025-09-26'), dayjs('2025-10-03')]}
        onError={(newError) => setError(newError)}
        slotProps={{
          textField: { helperText: errorMessage(error) },
        }}
      />
    </LocalizationProvider>
  );
}
