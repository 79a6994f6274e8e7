import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import {
  DatePicker,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers/DatePicker';
import {
  usePickerContext,
  usePickerTranslations,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';
import { CalendarIcon } from '@mui/x-date-pickers/icons';

dayjs.extend(customParseFormat);

// This field always uses day, month, year, whatever the picker's format.
const FORMAT = 'DD/MM/YYYY';

/** Keeps the digits typed and inserts the slashes: "1206" → "12/06". */
function applyMask(text: string) {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)]
    .filter((part) => part !== '')
    .join('/');
}

function toText(value: Dayjs | null) {
  return value !== null && value.isValid() ? value.format(FORMAT) : '';
}

function MaskedDateField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext();
  const translations = usePickerTranslations();
  const [text, setText] = React.useState(() => toText(picker.value));
  const [lastValue, setLastValue] = React.useState(picker.value);
  if (lastValue !== picker.value) {
    setLastValue(picker.value);
    setText(toText(picker.value));
  }

  const { hasValidationError } = useValidation({
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
    validator: validateDate,
  });

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const masked = applyMask(event.target.value);
    setText(masked);
    if (masked.length === FORMAT.length) {
      const parsed = dayjs(masked, FORMAT, true);
      // An impossible date such as 31/02 is kept as an invalid value.
      picker.setValue(parsed, { changeImportance: 'set' });
      setLastValue(parsed);
    } else if (masked === '') {
      picker.setValue(null, { changeImportance: 'set' });
      setLastValue(null);
    }
  };

  return (
    <TextField
      {...forwardedProps}
      ref={picker.rootRef}
      className={picker.rootClassName}
      sx={picker.rootSx}
      label={picker.label}
      name={picker.name}
      value={text}
      onChange={handleChange}
      placeholder="dd/mm/yyyy"
      error={
        hasValidationError ||
        (text.length === FORMAT.length && !picker.value?.isValid())
      }
      focused={picker.open || undefined}
      disabled={picker.disabled}
      slotProps={{
        htmlInput: { inputMode: 'numeric' },
        input: {
          ref: picker.triggerRef,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                onClick={() => picker.setOpen((open) => !open)}
                disabled={picker.triggerStatus !== 'enabled'}
                aria-label={translations.openDatePickerDialogue(
                  picker.value?.isValid() ? picker.value.format('LL') : null,
                )}
              >
                <CalendarIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function MaskedExamField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Practical exam"
        defaultValue={dayjs('2025-06-18')}
        slots={{ field: MaskedDateField }}
      />
    </LocalizationProvider>
  );
}
