import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { frFR } from '@mui/x-date-pickers/locales';

// The texts of the components (buttons, titles, labels for screen readers).
const frenchTexts = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function WebinarInFrench() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="fr"
      localeText={frenchTexts}
    >
      <StaticDatePicker
        defaultValue={dayjs('2025-09-24')}
        slotProps={{
          actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
