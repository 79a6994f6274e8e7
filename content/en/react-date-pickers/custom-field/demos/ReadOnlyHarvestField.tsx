import dayjs from 'dayjs';
import TextField from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import {
  DatePicker,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers/DatePicker';
import {
  useParsedFormat,
  usePickerContext,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';
import { CalendarIcon } from '@mui/x-date-pickers/icons';

function ReadOnlyDateField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext();
  const placeholder = useParsedFormat();
  const { hasValidationError } = useValidation({
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
    validator: validateDate,
  });

  const openOrClose = () => picker.setOpen((open) => !open);

  return (
    <TextField
      {...forwardedProps}
      ref={picker.rootRef}
      className={picker.rootClassName}
      sx={picker.rootSx}
      label={picker.label}
      name={picker.name}
      value={picker.value === null ? '' : picker.value.format(picker.fieldFormat)}
      placeholder={placeholder}
      error={hasValidationError}
      focused={picker.open || undefined}
      disabled={picker.disabled}
      onClick={openOrClose}
      onKeyDown={(event) => {
        // Keyboard users open the calendar with Enter or Space.
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          openOrClose();
        }
      }}
      slotProps={{
        input: {
          ref: picker.triggerRef,
          readOnly: true,
          endAdornment: <CalendarIcon color="action" />,
          sx: { cursor: 'pointer', '& input': { cursor: 'pointer' } },
        },
      }}
    />
  );
}

export default function ReadOnlyHarvestField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Last pick of the season"
        defaultValue={dayjs('2025-10-17')}
        maxDate={dayjs('2025-11-30')}
        slots={{ field: ReadOnlyDateField }}
      />
    </LocalizationProvider>
  );
}
