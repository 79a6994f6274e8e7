import { DateTime } from 'luxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const collectedAt = DateTime.fromISO('2025-03-14T09:30');

export default function LuxonJapaneseLocale() {
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="ja">
      <DateTimePicker label="検体採取日時" defaultValue={collectedAt} />
    </LocalizationProvider>
  );
}
