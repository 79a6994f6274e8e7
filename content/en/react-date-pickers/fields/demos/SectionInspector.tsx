import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { FieldRef, FieldSelectedSections } from '@mui/x-date-pickers/models';

export default function SectionInspector() {
  const fieldRef = React.useRef<FieldRef<Dayjs | null>>(null);
  const [selected, setSelected] = React.useState<FieldSelectedSections>(null);

  let description = 'Click a part of the field';
  if (typeof selected === 'number') {
    const section = fieldRef.current?.getSections()[selected];
    if (section) {
      description = `Section ${selected}: type "${section.type}", token "${section.format}", value "${section.value}"`;
    }
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimeField
          label="Keynote"
          format="ddd, MMM D, YYYY h:mm A"
          defaultValue={dayjs('2025-06-12T09:00')}
          unstableFieldRef={fieldRef}
          selectedSections={selected}
          onSelectedSectionsChange={setSelected}
          sx={{ minWidth: 300 }}
        />
        <Typography>{description}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
