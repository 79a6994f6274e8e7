import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// The payroll runs twice a month: from the 1st to the 15th, and from the 16th to the end.
const today = dayjs('2025-06-18');

function payPeriodOf(date: Dayjs): DateRange<Dayjs> {
  return date.date() <= 15
    ? [date.startOf('month'), date.date(15)]
    : [date.date(16), date.endOf('month')];
}

const shortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'This pay period', getValue: () => payPeriodOf(today) },
  {
    label: 'Previous pay period',
    getValue: () =>
      payPeriodOf(
        today.date() <= 15 ? today.date(1).subtract(1, 'day') : today.date(15),
      ),
  },
  {
    label: 'This month',
    getValue: () => [today.startOf('month'), today.endOf('month')],
  },
  {
    label: 'Quarter to date',
    getValue: () => [today.month(Math.floor(today.month() / 3) * 3).date(1), today],
  },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function PayPeriodShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        defaultValue={payPeriodOf(today)}
        calendars={1}
        slotProps={{ shortcuts: { items: shortcuts } }}
      />
    </LocalizationProvider>
  );
}
