import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  MultiInputDateRangeField,
  type MultiInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

// A field with house defaults, usable in any date range picker.
function ReleaseWindowField(props: MultiInputDateRangeFieldProps<true>) {
  return (
    <MultiInputDateRangeField
      spacing={3}
      dateSeparator="until"
      slotProps={{
        separator: {
          color: 'text.secondary',
          fontStyle: 'italic',
          sx: { whiteSpace: 'nowrap' },
        },
      }}
      {...props}
    />
  );
}

// The picker reads this static property to know how to drive the field.
ReleaseWindowField.fieldType = 'multi-input' as const;

export default function SpacedMultiInputField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        localeText={{ start: 'Beta opens', end: 'Beta closes' }}
        defaultValue={[dayjs('2025-09-16'), dayjs('2025-09-29')]}
        slots={{ field: ReleaseWindowField }}
      />
    </LocalizationProvider>
  );
}
