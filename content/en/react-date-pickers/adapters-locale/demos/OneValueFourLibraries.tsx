import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { fr } from 'date-fns/locale/fr';
import { DateTime } from 'luxon';
import moment from 'moment';
import 'moment/locale/es';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

moment.locale('en');

// One moment, March 14, 2025 at 9:30, as each library represents it.
const sample = '2025-03-14T09:30';

export default function OneValueFourLibraries() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      flexWrap="wrap"
    >
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
        <DateTimeField label="Day.js, de" defaultValue={dayjs(sample)} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr}>
        <DateTimeField label="date-fns, fr" defaultValue={new Date(sample)} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="ja">
        <DateTimeField label="Luxon, ja" defaultValue={DateTime.fromISO(sample)} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="es">
        <DateTimeField label="Moment, es" defaultValue={moment(sample)} />
      </LocalizationProvider>
    </Stack>
  );
}
