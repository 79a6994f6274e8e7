import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

const opens = dayjs('2025-04-17T08:00');
const closes = dayjs('2025-04-17T18:00');

export default function ClinicHoursField() {
  const [error, setError] = React.useState<TimeValidationError>(null);
  const outsideHours = error === 'minTime' || error === 'maxTime';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeField
        label="Appointment time"
        defaultValue={dayjs('2025-04-17T19:15')}
        minTime={opens}
        maxTime={closes}
        onError={(newError) => setError(newError)}
        helperText={
          outsideHours
            ? 'The clinic is open from 8:00 AM to 6:00 PM'
            : 'Between 8:00 AM and 6:00 PM'
        }
      />
    </LocalizationProvider>
  );
}
