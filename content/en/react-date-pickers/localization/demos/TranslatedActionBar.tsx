import dayjs from 'dayjs';
import 'dayjs/locale/es';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import {
  usePickerActionsContext,
  usePickerTranslations,
} from '@mui/x-date-pickers/hooks';
import { esES } from '@mui/x-date-pickers/locales';

function FerryActionBar({ className }: PickersActionBarProps) {
  const translations = usePickerTranslations();
  const { clearValue, setValueToToday } = usePickerActionsContext();

  return (
    <DialogActions className={className}>
      <Button onClick={clearValue}>{translations.clearButtonLabel}</Button>
      <Button variant="contained" onClick={setValueToToday}>
        {translations.todayButtonLabel}
      </Button>
    </DialogActions>
  );
}

export default function TranslatedActionBar() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="es"
      localeText={esES.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <StaticDatePicker
        defaultValue={dayjs('2025-06-12')}
        slots={{ actionBar: FerryActionBar }}
      />
    </LocalizationProvider>
  );
}
