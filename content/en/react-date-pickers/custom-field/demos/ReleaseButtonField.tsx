import dayjs from 'dayjs';
import useForkRef from '@mui/utils/useForkRef';
import Button from '@mui/material/Button';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import {
  DatePicker,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

function ReleaseDateButton(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const { hasValidationError } = useValidation({
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
    validator: validateDate,
  });

  const text =
    picker.value === null
      ? 'Schedule the release'
      : `Release on ${picker.value.format('MMM D, YYYY')}`;

  return (
    <Button
      {...forwardedProps}
      ref={ref}
      className={picker.rootClassName}
      sx={picker.rootSx}
      variant="outlined"
      color={hasValidationError ? 'error' : 'primary'}
      startIcon={<RocketLaunchIcon />}
      disabled={picker.disabled}
      onClick={() => picker.setOpen((open) => !open)}
    >
      {text}
    </Button>
  );
}

export default function ReleaseButtonField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Release date"
        defaultValue={dayjs('2025-09-30')}
        // Releases ship on Tuesdays.
        shouldDisableDate={(day) => day.day() !== 2}
        slots={{ field: ReleaseDateButton }}
      />
    </LocalizationProvider>
  );
}
