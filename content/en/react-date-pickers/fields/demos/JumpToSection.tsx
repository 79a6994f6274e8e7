import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import type {
  FieldRef,
  FieldSectionType,
  FieldSelectedSections,
} from '@mui/x-date-pickers/models';

const shortcuts: { label: string; section: FieldSectionType }[] = [
  { label: 'Edit month', section: 'month' },
  { label: 'Edit day', section: 'day' },
  { label: 'Edit year', section: 'year' },
];

export default function JumpToSection() {
  const fieldRef = React.useRef<FieldRef<Dayjs | null>>(null);
  const [selected, setSelected] = React.useState<FieldSelectedSections>(null);

  const select = (section: FieldSectionType) => {
    // The field must have the focus before its selection changes.
    fieldRef.current?.focusField(section);
    setSelected(section);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {shortcuts.map((shortcut) => (
            <Button
              key={shortcut.section}
              variant="outlined"
              size="small"
              onClick={() => select(shortcut.section)}
            >
              {shortcut.label}
            </Button>
          ))}
        </Stack>
        <DateField
          label="Departure date"
          defaultValue={dayjs('2025-05-14')}
          unstableFieldRef={fieldRef}
          selectedSections={selected}
          onSelectedSectionsChange={setSelected}
        />
      </Stack>
    </LocalizationProvider>
  );
}
