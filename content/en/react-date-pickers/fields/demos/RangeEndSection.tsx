import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { FieldRef, FieldSelectedSections } from '@mui/x-date-pickers/models';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function RangeEndSection() {
  const fieldRef = React.useRef<FieldRef<DateRange<Dayjs>>>(null);
  const [selected, setSelected] = React.useState<FieldSelectedSections>(null);

  const selectEndDay = () => {
    const sections = fieldRef.current?.getSections() ?? [];
    // The day section of the end date: the last section of type "day".
    const index = sections.findLastIndex((section) => section.type === 'day');
    if (index >= 0) {
      fieldRef.current?.focusField(index);
      setSelected(index);
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Button variant="outlined" size="small" onClick={selectEndDay}>
          Edit the last day
        </Button>
        <SingleInputDateRangeField
          label="Conference days"
          defaultValue={[dayjs('2025-06-12'), dayjs('2025-06-13')]}
          unstableFieldRef={fieldRef}
          selectedSections={selected}
          onSelectedSectionsChange={setSelected}
        />
      </Stack>
    </LocalizationProvider>
  );
}
