import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  PickersTextField,
  type PickersTextFieldProps,
} from '@mui/x-date-pickers/PickersTextField';

// The house text field: small and filled. It must forward its ref.
const HouseTextField = React.forwardRef<HTMLDivElement, PickersTextFieldProps>(
  function HouseTextField(props, ref) {
    return <PickersTextField {...props} ref={ref} size="small" variant="filled" />;
  },
);

export default function SmallPickersTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label="Sowing"
          defaultValue={dayjs('2025-04-22')}
          slots={{ textField: HouseTextField }}
        />
        <DatePicker
          label="Harvest"
          defaultValue={dayjs('2025-08-28')}
          slots={{ textField: HouseTextField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
