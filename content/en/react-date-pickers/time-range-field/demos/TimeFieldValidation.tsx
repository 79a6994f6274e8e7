import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

const messages: Record<string, string> = {
  minTime: 'The site opens at 6:00 AM.',
  maxTime: 'The site closes at 10:00 PM.',
  invalidRange: 'The visit ends before it starts.',
  invalidDate: 'Enter a complete time.',
};

export default function TimeFieldValidation() {
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);
  const firstError = error[0] ?? error[1];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SingleInputTimeRangeField
        label="Site visit"
        minTime={dayjs('2025-04-17T06:00')}
        maxTime={dayjs('2025-04-17T22:00')}
        defaultValue={[dayjs('2025-04-17T16:00'), dayjs('2025-04-17T15:00')]}
        onError={(newError) => setError(newError)}
        helperText={
          firstError ? messages[firstError] : 'Between 6:00 AM and 10:00 PM'
        }
      />
    </LocalizationProvider>
  );
}
