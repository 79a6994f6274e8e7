import * as React from 'react';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { deDE, enUS, frFR } from '@mui/x-date-pickers/locales';

const languages = [
  { name: 'English', dayjsLocale: 'en', texts: enUS },
  { name: 'Français', dayjsLocale: 'fr', texts: frFR },
  { name: 'Deutsch', dayjsLocale: 'de', texts: deDE },
];

// A field shows its placeholders while it is empty, unless a label sits in their place,
// so these fields are named by the caption above them instead.
function CaptionedField({ caption }: { caption: string }) {
  const id = React.useId();
  return (
    <Stack spacing={1}>
      <Typography id={id} variant="subtitle2">
        {caption}
      </Typography>
      <DateField InputProps={{ 'aria-labelledby': id }} />
    </Stack>
  );
}

export default function PlaceholdersByLanguage() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {languages.map((language) => (
        <LocalizationProvider
          key={language.name}
          dateAdapter={AdapterDayjs}
          adapterLocale={language.dayjsLocale}
          localeText={
            language.texts.components.MuiLocalizationProvider.defaultProps.localeText
          }
        >
          <CaptionedField caption={language.name} />
        </LocalizationProvider>
      ))}
    </Stack>
  );
}
