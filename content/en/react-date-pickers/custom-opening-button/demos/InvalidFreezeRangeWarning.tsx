import * as React from 'react';
import dayjs from 'dayjs';
import InputAdornment from '@mui/material/InputAdornment';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { type DateRangeValidationError } from '@mui/x-date-pickers-pro/models';
import { type FieldOwnerState } from '@mui/x-date-pickers/models';

export default function InvalidFreezeRangeWarning() {
  const [errors, setErrors] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        localeText={{ start: 'Freeze starts', end: 'Freeze ends' }}
        defaultValue={[dayjs('2025-12-19'), dayjs('2026-01-12')]}
        // The freeze may not run past January 9.
        maxDate={dayjs('2026-01-09')}
        onError={setErrors}
        slots={{ field: MultiInputDateRangeField }}
        slotProps={{
          // The inputs of a multi-input field have no opening button, so add the adornment.
          textField: ({
            position,
          }: FieldOwnerState & { position?: 'start' | 'end' }) => {
            const error = errors[position === 'end' ? 1 : 0];
            return error === null
              ? {}
              : {
                  InputProps: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <ErrorOutlineIcon color="error" titleAccess="Invalid date" />
                      </InputAdornment>
                    ),
                  },
                };
          },
        }}
      />
    </LocalizationProvider>
  );
}
