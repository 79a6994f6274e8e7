import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

export default function QuarterHourKeyboardSteps() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeField
        label="Break starts at"
        defaultValue={dayjs('2025-04-17T12:30')}
        minutesStep={15}
        onError={(newError) => setError(newError)}
        helperText={
          error === 'minutesStep'
            ? 'Breaks start on the quarter hour'
            : 'Arrow keys on the minutes move by 15'
        }
      />
    </LocalizationProvider>
  );
}
