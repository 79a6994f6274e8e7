import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function MonthPlaceholder() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateField label="Default placeholders" format="MMM D, YYYY" />
      </LocalizationProvider>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        localeText={{
          fieldMonthPlaceholder: ({ contentType }) =>
            contentType === 'letter' ? 'Month' : 'MM',
          fieldDayPlaceholder: () => 'Day',
          fieldYearPlaceholder: () => 'Year',
        }}
      >
        <DateField label="Words as placeholders" format="MMM D, YYYY" />
      </LocalizationProvider>
    </Stack>
  );
}
