import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

// Placeholders show in an empty field without a label: the caption names the field.
function CaptionedField({ caption }: { caption: string }) {
  const id = React.useId();
  return (
    <Stack spacing={1}>
      <Typography id={id} variant="subtitle2">
        {caption}
      </Typography>
      <DateField format="MMM D, YYYY" InputProps={{ 'aria-labelledby': id }} />
    </Stack>
  );
}

export default function MonthPlaceholder() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <CaptionedField caption="Default placeholders" />
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
        <CaptionedField caption="Words as placeholders" />
      </LocalizationProvider>
    </Stack>
  );
}
