import type { Dayjs } from 'dayjs';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type {
  PickersShortcutsItem,
  PickersShortcutsProps,
} from '@mui/x-date-pickers/PickersShortcuts';
import { useIsValidValue, usePickerActionsContext } from '@mui/x-date-pickers/hooks';
import { isClosed, today } from './museum-calendar';

type MuseumShortcut = PickersShortcutsItem<Dayjs | null>;

const shortcuts: MuseumShortcut[] = [
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { label: 'Next Monday', getValue: () => today.day(8) },
  { label: 'Members day', getValue: () => today.day(11) },
];

function ShortcutMenu(props: PickersShortcutsProps<Dayjs | null>) {
  const { items, changeImportance = 'accept', className } = props;
  const isValid = useIsValidValue<Dayjs | null>();
  const { setValue } = usePickerActionsContext<Dayjs | null>();

  if (!items || items.length === 0) {
    return null;
  }

  return (
    <List dense className={className} sx={{ width: 190 }}>
      {items.map((item) => {
        const value = item.getValue({ isValid });
        const valid = isValid(value);
        return (
          <ListItemButton
            key={item.label}
            disabled={!valid}
            onClick={() => setValue(value, { changeImportance, shortcut: item })}
          >
            <ListItemText
              primary={item.label}
              secondary={valid ? value?.format('ddd, MMM D') : 'Museum closed'}
            />
          </ListItemButton>
        );
      })}
    </List>
  );
}

export default function ShortcutsAsMenuList() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={today}
        shouldDisableDate={isClosed}
        slots={{ shortcuts: ShortcutMenu }}
        slotProps={{ shortcuts: { items: shortcuts } }}
      />
    </LocalizationProvider>
  );
}
