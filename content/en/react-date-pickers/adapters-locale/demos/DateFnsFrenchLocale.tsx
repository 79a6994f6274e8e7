import { fr } from 'date-fns/locale/fr';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// date-fns works with native Date objects: March is month 2.
const collectedAt = new Date(2025, 2, 14, 9, 30);

export default function DateFnsFrenchLocale() {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr}>
      <DateTimePicker label="Échantillon prélevé" defaultValue={collectedAt} />
    </LocalizationProvider>
  );
}
