import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { styled } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import {
  DatePicker,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers/DatePicker';
import {
  useParsedFormat,
  usePickerContext,
  usePickerTranslations,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';
import { CalendarIcon } from '@mui/x-date-pickers/icons';

dayjs.extend(customParseFormat);

const Root = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  fontFamily: theme.typography.fontFamily,
  '& label': { fontSize: 14, fontWeight: 600 },
  '& .input-row': {
    display: 'flex',
    alignItems: 'center',
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 6,
    background: theme.palette.background.paper,
  },
  '& .input-row:focus-within': {
    outline: `2px solid ${theme.palette.primary.main}`,
  },
  '&[data-error] .input-row': { borderColor: theme.palette.error.main },
  '& input': {
    border: 0,
    outline: 0,
    padding: '8px 10px',
    font: 'inherit',
    color: theme.palette.text.primary,
    background: 'transparent',
    width: 140,
  },
  '& button': {
    display: 'flex',
    border: 0,
    background: 'transparent',
    color: theme.palette.text.secondary,
    padding: 6,
    cursor: 'pointer',
  },
  '& .error': { color: theme.palette.error.main, fontSize: 13 },
}));

// Formats the picker's value for the input, or empties it.
function toText(value: Dayjs | null, format: string) {
  return value !== null && value.isValid() ? value.format(format) : '';
}

function PlainDateField(props: DatePickerFieldProps) {
  // Validation props (minDate, shouldDisableDate…) stay here; DOM-safe props are forwarded.
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const { id, ...other } = forwardedProps;
  const picker = usePickerContext();
  const translations = usePickerTranslations();
  const placeholder = useParsedFormat();
  const generatedId = React.useId();
  // The picker names its popover after the element with the id `${id}-label`.
  const inputId = id ?? generatedId;

  const [text, setText] = React.useState(() =>
    toText(picker.value, picker.fieldFormat),
  );
  // When the value changes from the calendar, show it in the input.
  const [lastValue, setLastValue] = React.useState(picker.value);
  if (lastValue !== picker.value) {
    setLastValue(picker.value);
    if (picker.value === null || picker.value.isValid()) {
      setText(toText(picker.value, picker.fieldFormat));
    }
  }

  const { validationError, hasValidationError } = useValidation({
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
    validator: validateDate,
  });

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const nextText = event.target.value;
    setText(nextText);
    if (nextText === '') {
      picker.setValue(null, { changeImportance: 'set' });
      return;
    }
    // Strict parsing: "12/6/2025" is not accepted when the format is MM/DD/YYYY.
    const parsed = dayjs(nextText, picker.fieldFormat, true);
    if (parsed.isValid()) {
      picker.setValue(parsed, { changeImportance: 'set' });
    }
  };

  return (
    <Root
      {...other}
      ref={picker.rootRef}
      className={picker.rootClassName}
      sx={picker.rootSx}
      data-error={hasValidationError || undefined}
    >
      <label id={`${inputId}-label`} htmlFor={inputId}>
        {picker.label}
      </label>
      {/* The popover anchors on the trigger element: the row with the input. */}
      <div className="input-row" ref={picker.triggerRef}>
        <input
          id={inputId}
          name={picker.name}
          value={text}
          placeholder={placeholder}
          onChange={handleChange}
          disabled={picker.disabled}
          readOnly={picker.readOnly}
          aria-invalid={hasValidationError}
        />
        <button
          type="button"
          onClick={() => picker.setOpen((open) => !open)}
          disabled={picker.triggerStatus !== 'enabled'}
          aria-label={translations.openDatePickerDialogue(
            picker.value !== null && picker.value.isValid()
              ? picker.value.format('LL')
              : null,
          )}
        >
          <CalendarIcon fontSize="small" />
        </button>
      </div>
      {hasValidationError && (
        <span className="error" role="alert">
          {validationError === 'shouldDisableDate'
            ? 'No exams at weekends.'
            : 'Outside the exam session.'}
        </span>
      )}
    </Root>
  );
}

export default function PlainInputField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Oral exam"
        defaultValue={dayjs('2025-06-16')}
        minDate={dayjs('2025-06-02')}
        maxDate={dayjs('2025-06-27')}
        shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
        slots={{ field: PlainDateField }}
      />
    </LocalizationProvider>
  );
}
