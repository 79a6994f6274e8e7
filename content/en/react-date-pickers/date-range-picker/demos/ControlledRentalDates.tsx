import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function describeRental([arrival, departure]: DateRange<Dayjs>) {
  if (arrival === null || departure === null) {
    return 'Choose an arrival and a departure day.';
  }
  if (!arrival.isValid() || !departure.isValid()) {
    return 'One of the dates is not a real date.';
  }
  const nights = departure.diff(arrival, 'day');
  if (nights < 0) {
    return 'Departure comes before arrival.';
  }
  return `${nights} ${nights === 1 ? 'night' : 'nights'}: ${arrival.format(
    'ddd D MMM',
  )} to ${departure.format('ddd D MMM YYYY')}`;
}

export default function ControlledRentalDates() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-07-12'),
    dayjs('2025-07-19'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateRangePicker
          label="Holiday rental"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography>{describeRental(value)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
