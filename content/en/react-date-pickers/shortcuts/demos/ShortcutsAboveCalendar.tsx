import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { today } from './museum-calendar';

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => today },
  { label: 'Saturday', getValue: () => today.day(6) },
  { label: 'Sunday', getValue: () => today.day(7) },
];

export default function ShortcutsAboveCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={today}
        displayStaticWrapperAs="desktop"
        slotProps={{
          shortcuts: { items: shortcuts },
          layout: {
            sx: {
              [`.${pickersLayoutClasses.shortcuts}`]: {
                gridColumn: '2 / 4',
                gridRow: 1,
                display: 'flex',
                maxWidth: 'none',
                px: 2,
              },
              [`.${pickersLayoutClasses.shortcuts} .MuiListItem-root`]: {
                width: 'auto',
                px: 0.5,
              },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
