import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const seasonOpens = dayjs('2025-05-01');
const seasonCloses = dayjs('2025-09-30');

function messageFor(error: DateValidationError) {
  switch (error) {
    case 'minDate':
      return 'Tickets go on sale for visits from May 1, 2025.';
    case 'maxDate':
      return 'The summer season ends on September 30, 2025.';
    case 'invalidDate':
      return 'This is not a real date.';
    default:
      return 'Pick a day between May 1 and September 30, 2025.';
  }
}

export default function MuseumBookingWindow() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Visit date"
        defaultValue={dayjs('2025-04-26')}
        minDate={seasonOpens}
        maxDate={seasonCloses}
        onError={(newError) => setError(newError)}
        slotProps={{ textField: { helperText: messageFor(error) } }}
      />
    </LocalizationProvider>
  );
}
