import * as React from 'react';
import dayjs from 'dayjs';
import useForkRef from '@mui/utils/useForkRef';
import { styled } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import {
  DatePicker,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers/DatePicker';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';
import { Unstable_PickersSectionList as PickersSectionList } from '@mui/x-date-pickers/PickersSectionList';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { CalendarIcon, ClearIcon } from '@mui/x-date-pickers/icons';

const FieldRoot = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.5, 1),
  borderBottom: `2px solid ${theme.palette.text.secondary}`,
  fontFamily: 'monospace',
  fontSize: 18,
  color: theme.palette.text.primary,
  '&[data-focused]': { borderBottomColor: theme.palette.primary.main },
  '&[data-error]': { borderBottomColor: theme.palette.error.main },
  '&[data-disabled]': { opacity: 0.6 },
  '& .label': {
    fontFamily: theme.typography.fontFamily,
    fontSize: 14,
    marginRight: 8,
  },
  '& button': {
    display: 'flex',
    border: 0,
    padding: 2,
    background: 'transparent',
    color: theme.palette.text.secondary,
    cursor: 'pointer',
  },
}));

function HarvestDateField(props: DatePickerFieldProps) {
  // The same section editing as the default field, without its Material UI shell.
  const fieldResponse = useDateField<true, DatePickerFieldProps>(props);
  const {
    // Props for PickersSectionList, which renders the editable sections.
    elements,
    sectionListRef,
    contentEditable,
    onFocus,
    onBlur,
    tabIndex,
    onInput,
    onPaste,
    onKeyDown,
    // Props for the buttons.
    openPickerAriaLabel,
    clearable,
    onClear,
    // The value as text, for a hidden input that forms can read.
    value,
    onChange,
    // State to style with.
    error,
    focused,
    disabled,
    readOnly,
    areAllSectionsEmpty,
    // Meant for the built-in text field only.
    enableAccessibleFieldDOMStructure: _enableAccessibleFieldDOMStructure,
    // The rest (id, onClick…) goes on the root.
    ...other
  } = fieldResponse;
  const picker = usePickerContext();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const labelId = React.useId();

  return (
    <FieldRoot
      {...other}
      ref={ref}
      role="group"
      aria-labelledby={labelId}
      data-error={error || undefined}
      data-focused={focused || undefined}
      data-disabled={disabled || readOnly || undefined}
    >
      <span id={labelId} className="label">
        {picker.label}
      </span>
      <PickersSectionList
        elements={elements}
        sectionListRef={sectionListRef}
        contentEditable={contentEditable}
        onFocus={onFocus}
        onBlur={onBlur}
        tabIndex={tabIndex}
        onInput={onInput}
        onPaste={onPaste}
        onKeyDown={onKeyDown}
      />
      <input type="hidden" name={picker.name} value={value} onChange={onChange} />
      {clearable && !areAllSectionsEmpty && (
        <button type="button" aria-label="Clear" tabIndex={-1} onClick={onClear}>
          <ClearIcon fontSize="small" />
        </button>
      )}
      <button
        type="button"
        aria-label={openPickerAriaLabel}
        disabled={picker.triggerStatus !== 'enabled'}
        onClick={() => picker.setOpen((open) => !open)}
      >
        <CalendarIcon fontSize="small" />
      </button>
    </FieldRoot>
  );
}

export default function CompactSectionField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Pear harvest"
        defaultValue={dayjs('2025-08-28')}
        format="YYYY-MM-DD"
        slots={{ field: HarvestDateField }}
        slotProps={{ field: { clearable: true } }}
      />
    </LocalizationProvider>
  );
}
