import moment from 'moment';
import 'moment/locale/es';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Loading a Moment locale also makes it Moment's global locale.
// Switch back, so that the rest of the app keeps formatting in English.
moment.locale('en');

const collectedAt = moment('2025-03-14T09:30');

export default function MomentSpanishLocale() {
  return (
    <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="es">
      <DateTimePicker label="Muestra tomada" defaultValue={collectedAt} />
    </LocalizationProvider>
  );
}
