import * as React from 'react';
import dayjs from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function DragToAdjust() {
  const [dragAllowed, setDragAllowed] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormControlLabel
          control={
            <Switch
              checked={dragAllowed}
              onChange={(event) => setDragAllowed(event.target.checked)}
            />
          }
          label="Drag the first or last day to move it"
        />
        <DateRangeCalendar
          calendars={1}
          disableDragEditing={!dragAllowed}
          defaultValue={[dayjs('2025-06-09'), dayjs('2025-06-13')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
