import dayjs, { type Dayjs } from 'dayjs';
import useForkRef from '@mui/utils/useForkRef';
import Button from '@mui/material/Button';
import DateRangeIcon from '@mui/icons-material/DateRange';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateRangePicker,
  type DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import { validateDateRange } from '@mui/x-date-pickers-pro/validation';
import { type DateRange } from '@mui/x-date-pickers-pro/models';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation } from '@mui/x-date-pickers/validation';

function describe([start, end]: DateRange<Dayjs>) {
  const format = (date: Dayjs | null) =>
    date === null ? '…' : date.format('MMM D');
  return `Beta: ${format(start)} – ${format(end)}`;
}

function BetaWindowButton(props: DateRangePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  // Range pickers hold a [start, end] tuple.
  const picker = usePickerContext<DateRange<Dayjs>>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const { hasValidationError } = useValidation({
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
    validator: validateDateRange,
  });

  return (
    <Button
      {...forwardedProps}
      ref={ref}
      className={picker.rootClassName}
      sx={picker.rootSx}
      variant="outlined"
      color={hasValidationError ? 'error' : 'primary'}
      startIcon={<DateRangeIcon />}
      disabled={picker.disabled}
      onClick={() => picker.setOpen((open) => !open)}
    >
      {describe(picker.value)}
    </Button>
  );
}

// Without this, the range picker of version 8.2.0 expects two inputs.
BetaWindowButton.fieldType = 'single-input' as const;

export default function BetaWindowButtonField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2025-09-16'), dayjs('2025-09-29')]}
        slots={{ field: BetaWindowButton }}
      />
    </LocalizationProvider>
  );
}
