import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function GregorianAndJalali() {
  // Both adapters work with native Date objects, so they can share one value.
  const [visit, setVisit] = React.useState<Date | null>(new Date(2025, 2, 21));

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <DatePicker
          label="Gregorian"
          value={visit}
          onChange={(newValue) => setVisit(newValue)}
        />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDateFnsJalali}>
        <DatePicker
          label="Jalali"
          value={visit}
          onChange={(newValue) => setVisit(newValue)}
          format="yyyy/MM/dd"
        />
      </LocalizationProvider>
    </Stack>
  );
}
