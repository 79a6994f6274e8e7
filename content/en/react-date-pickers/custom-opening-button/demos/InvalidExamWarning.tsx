import * as React from 'react';
import dayjs from 'dayjs';
import InputAdornment, {
  type InputAdornmentProps,
} from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { type DateValidationError } from '@mui/x-date-pickers/models';

const ErrorContext = React.createContext<DateValidationError>(null);

const MESSAGES: Record<string, string> = {
  minDate: 'Registration closes before this date',
  maxDate: 'After the end of the session',
  shouldDisableDate: 'No exams at weekends',
  invalidDate: 'Not a real date',
};

// Shows a warning in front of the opening button while the value is invalid.
function AdornmentWithWarning(props: InputAdornmentProps) {
  const { children, ...other } = props;
  const error = React.useContext(ErrorContext);
  return (
    <InputAdornment {...other}>
      {error !== null && (
        <Tooltip title={MESSAGES[error] ?? 'Invalid date'}>
          <WarningAmberIcon
            color="warning"
            titleAccess={MESSAGES[error] ?? 'Invalid date'}
            sx={{ mr: 1 }}
          />
        </Tooltip>
      )}
      {children}
    </InputAdornment>
  );
}

export default function InvalidExamWarning() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ErrorContext.Provider value={error}>
        <DatePicker
          label="Exam date"
          defaultValue={dayjs('2025-06-14')}
          minDate={dayjs('2025-06-02')}
          maxDate={dayjs('2025-06-27')}
          shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
          onError={setError}
          slots={{ inputAdornment: AdornmentWithWarning }}
        />
      </ErrorContext.Provider>
    </LocalizationProvider>
  );
}
