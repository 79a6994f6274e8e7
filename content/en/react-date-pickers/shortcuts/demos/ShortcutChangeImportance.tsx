import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { PickerChangeImportance } from '@mui/x-date-pickers/models';
import { today } from './museum-calendar';

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'This Saturday', getValue: () => today.day(6) },
  { label: 'Next Saturday', getValue: () => today.day(13) },
];

interface Entry {
  id: number;
  text: string;
}

export default function ShortcutChangeImportance() {
  const [importance, setImportance] = React.useState<PickerChangeImportance>('set');
  const [log, setLog] = React.useState<Entry[]>([]);
  const nextId = React.useRef(1);

  const add = (text: string) => {
    const id = nextId.current;
    nextId.current += 1;
    setLog((previous) => [...previous, { id, text }].slice(-6));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <RadioGroup
            row
            aria-label="changeImportance"
            value={importance}
            onChange={(event) =>
              setImportance(event.target.value as PickerChangeImportance)
            }
          >
            <FormControlLabel value="accept" control={<Radio />} label="accept" />
            <FormControlLabel value="set" control={<Radio />} label="set" />
          </RadioGroup>
          <DesktopDatePicker
            label="Visit date"
            defaultValue={today}
            slotProps={{
              shortcuts: { items: shortcuts, changeImportance: importance },
            }}
            onChange={(value) => add(`onChange ${value?.format('MMM D') ?? 'null'}`)}
            onAccept={(value) => add(`onAccept ${value?.format('MMM D') ?? 'null'}`)}
            onClose={() => add('onClose')}
          />
        </Stack>
        <Box
          component="ol"
          aria-label="Event log"
          sx={{
            m: 0,
            py: 1,
            pl: 5,
            pr: 2,
            minWidth: 220,
            minHeight: 160,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            fontFamily: 'monospace',
            '&:empty::before': {
              content: '"The callbacks will appear here."',
              display: 'block',
              ml: -3,
              color: 'text.secondary',
            },
          }}
        >
          {log.map((entry) => (
            <li key={entry.id} value={entry.id}>
              {entry.text}
            </li>
          ))}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
