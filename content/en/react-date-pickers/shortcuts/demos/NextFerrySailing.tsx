import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const today = dayjs('2025-06-12');

// The island ferry sails on Tuesdays, Thursdays and Saturdays, and not on June 14.
const sailingDays = [2, 4, 6];
const cancelled = ['2025-06-14'];

function hasNoSailing(date: Dayjs) {
  return (
    !sailingDays.includes(date.day()) ||
    cancelled.includes(date.format('YYYY-MM-DD'))
  );
}

/** The first day from `start` on that passes the picker's validation. */
function firstValidDay(start: Dayjs, isValid: (value: Dayjs | null) => boolean) {
  let day = start;
  while (!isValid(day)) {
    day = day.add(1, 'day');
  }
  return day;
}

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  {
    label: 'Next sailing',
    getValue: ({ isValid }) => firstValidDay(today.add(1, 'day'), isValid),
  },
  {
    label: 'Sailing after that',
    getValue: ({ isValid }) => {
      const next = firstValidDay(today.add(1, 'day'), isValid);
      return firstValidDay(next.add(1, 'day'), isValid);
    },
  },
  {
    label: 'First sailing in July',
    getValue: ({ isValid }) => firstValidDay(dayjs('2025-07-01'), isValid),
  },
];

export default function NextFerrySailing() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={today}
        minDate={today}
        maxDate={today.add(6, 'month')}
        shouldDisableDate={hasNoSailing}
        slotProps={{ shortcuts: { items: shortcuts } }}
      />
    </LocalizationProvider>
  );
}
