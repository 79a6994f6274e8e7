import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

// Changes are allowed between the end of one release freeze and the start of the next.
const freezeEnds = dayjs('2025-05-09T18:00');
const nextFreezeStarts = dayjs('2025-05-12T06:00');

const messages: Record<string, string> = {
  minDate: 'The release freeze lasts until Friday 9 May, 6 PM.',
  minTime: 'The release freeze lasts until Friday 9 May, 6 PM.',
  maxDate: 'The next freeze starts on Monday 12 May, 6 AM.',
  maxTime: 'The next freeze starts on Monday 12 May, 6 AM.',
  invalidRange: 'The outage ends before it starts.',
  invalidDate: 'Enter a complete date and time.',
};

export default function ChangeFreezeValidation() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([
    null,
    null,
  ]);
  const firstError = error[0] ?? error[1];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SingleInputDateTimeRangeField
        label="Planned outage"
        minDateTime={freezeEnds}
        maxDateTime={nextFreezeStarts}
        defaultValue={[dayjs('2025-05-11T23:00'), dayjs('2025-05-12T07:00')]}
        onError={(newError) => setError(newError)}
        helperText={
          firstError
            ? messages[firstError]
            : 'From Fri 9 May, 6 PM to Mon 12 May, 6 AM'
        }
        sx={{ width: 400, maxWidth: '100%' }}
      />
    </LocalizationProvider>
  );
}
