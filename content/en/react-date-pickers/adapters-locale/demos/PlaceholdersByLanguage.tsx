import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { deDE, frFR } from '@mui/x-date-pickers/locales';

const textsOf = (locale: typeof frFR) =>
  locale.components.MuiLocalizationProvider.defaultProps.localeText;

export default function PlaceholdersByLanguage() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateField label="English" />
      </LocalizationProvider>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale="fr"
        localeText={textsOf(frFR)}
      >
        <DateField label="Français" />
      </LocalizationProvider>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale="de"
        localeText={textsOf(deDE)}
      >
        <DateField label="Deutsch" />
      </LocalizationProvider>
    </Stack>
  );
}
