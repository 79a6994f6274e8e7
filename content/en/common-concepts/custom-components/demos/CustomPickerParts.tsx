import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import EventIcon from '@mui/icons-material/Event';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function CustomPickerParts() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery date"
        value={value}
        onChange={setValue}
        referenceDate={dayjs('2025-04-17')}
        // Replace the calendar icon of the opening button.
        slots={{ openPickerIcon: EventIcon }}
        slotProps={{
          // A function receives the owner state, so the helper text follows the value.
          textField: (ownerState) => ({
            helperText: ownerState.isPickerValueEmpty
              ? 'Choose a weekday in the next month'
              : ' ',
          }),
          // A plain object when the props never change.
          actionBar: { actions: ['clear', 'today'] },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
