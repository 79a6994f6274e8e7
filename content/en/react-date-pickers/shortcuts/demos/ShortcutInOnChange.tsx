import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { today } from './museum-calendar';

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { id: 'saturday', label: 'This Saturday', getValue: () => today.day(6) },
  { id: 'sunday', label: 'This Sunday', getValue: () => today.day(7) },
  { id: 'next-weekend', label: 'Next weekend', getValue: () => today.day(13) },
];

export default function ShortcutInOnChange() {
  const [source, setSource] = React.useState('No date chosen yet.');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <StaticDatePicker
          defaultValue={today}
          slotProps={{ shortcuts: { items: shortcuts } }}
          onChange={(value, context) => {
            const date = value?.format('dddd, MMMM D') ?? 'no date';
            setSource(
              context.shortcut
                ? `${date}, from the "${context.shortcut.label}" shortcut (id: ${context.shortcut.id}).`
                : `${date}, from the calendar.`,
            );
          }}
        />
        <Typography role="status" sx={{ px: 2 }}>
          {source}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
