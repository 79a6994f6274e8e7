import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  SingleInputDateRangeField,
  type SingleInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

// In 8.2.0 the range picker ignores its `format` prop: set the format on the field.
function DayMonthYearField(props: SingleInputDateRangeFieldProps) {
  return <SingleInputDateRangeField {...props} format="DD MMM YYYY" />;
}
// Tells the picker that this field has one input for both dates.
DayMonthYearField.fieldType = 'single-input';

export default function RangeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Hotel stay"
        slots={{ field: DayMonthYearField }}
        defaultValue={[dayjs('2025-05-09'), dayjs('2025-05-12')]}
      />
    </LocalizationProvider>
  );
}
