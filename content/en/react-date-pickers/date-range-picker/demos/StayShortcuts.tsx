import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// A fixed "today" keeps the demo stable; use dayjs() in your application.
const today = dayjs('2025-04-17');
const nextFriday = today.day(5).isAfter(today) ? today.day(5) : today.day(12);

const shortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'This weekend', getValue: () => [nextFriday, nextFriday.add(2, 'day')] },
  { label: 'Long weekend', getValue: () => [nextFriday, nextFriday.add(3, 'day')] },
  { label: 'One week', getValue: () => [today, today.add(7, 'day')] },
  { label: 'Two weeks', getValue: () => [today, today.add(14, 'day')] },
  { label: 'Clear', getValue: () => [null, null] },
];

export default function StayShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Hotel stay"
        referenceDate={today}
        slotProps={{ shortcuts: { items: shortcuts } }}
      />
    </LocalizationProvider>
  );
}
