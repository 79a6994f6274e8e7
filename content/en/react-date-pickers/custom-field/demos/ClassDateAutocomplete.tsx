import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import useForkRef from '@mui/utils/useForkRef';
import Autocomplete from '@mui/material/Autocomplete';
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
import { courseDates } from './gym-class-dates';

const OptionsContext = React.createContext<readonly Dayjs[]>([]);

function CourseDateField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const { id } = forwardedProps;
  const options = React.useContext(OptionsContext);
  const picker = usePickerContext();
  const translations = usePickerTranslations();
  const { hasValidationError, getValidationErrorForNewValue } = useValidation({
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
    validator: validateDate,
  });
  // The popover anchors on the trigger; the picker's own ref goes to the root.
  const ref = useForkRef(picker.triggerRef, picker.rootRef);

  return (
    <Autocomplete
      ref={ref}
      id={id}
      className={picker.rootClassName}
      sx={[
        { width: 300 },
        ...(Array.isArray(picker.rootSx) ? picker.rootSx : [picker.rootSx]),
      ]}
      options={options}
      value={picker.value}
      onChange={(_event, newValue) =>
        picker.setValue(newValue, {
          validationError: getValidationErrorForNewValue(newValue),
        })
      }
      getOptionLabel={(option) => option.format('dddd, MMMM D')}
      isOptionEqualToValue={(option, selected) => option.isSame(selected, 'day')}
      disabled={picker.disabled}
      readOnly={picker.readOnly}
      renderInput={(params) => (
        <TextField
          {...params}
          label={picker.label}
          name={picker.name}
          error={hasValidationError}
          focused={picker.open || undefined}
          slotProps={{
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <IconButton
                    edge="start"
                    size="small"
                    onClick={() => picker.setOpen((open) => !open)}
                    disabled={picker.triggerStatus !== 'enabled'}
                    aria-label={translations.openDatePickerDialogue(
                      picker.value?.format('LL') ?? null,
                    )}
                  >
                    <CalendarIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}

export default function ClassDateAutocomplete() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <OptionsContext.Provider value={courseDates}>
        <DatePicker
          label="Bouldering session"
          defaultValue={dayjs('2025-04-08')}
          // The calendar offers the same dates as the list.
          shouldDisableDate={(day) =>
            !courseDates.some((date) => date.isSame(day, 'day'))
          }
          minDate={dayjs('2025-04-01')}
          maxDate={dayjs('2025-04-30')}
          views={['day']}
          slots={{ field: CourseDateField }}
        />
      </OptionsContext.Provider>
    </LocalizationProvider>
  );
}
