import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const day = dayjs('2025-06-12');

const departures: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'First ferry, 06:15', getValue: () => day.hour(6).minute(15) },
  { label: 'Midday ferry, 12:40', getValue: () => day.hour(12).minute(40) },
  { label: 'Last ferry, 21:45', getValue: () => day.hour(21).minute(45) },
];

export default function FerryTimeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticTimePicker
        defaultValue={day.hour(12).minute(40)}
        ampm={false}
        slotProps={{ shortcuts: { items: departures } }}
      />
    </LocalizationProvider>
  );
}
