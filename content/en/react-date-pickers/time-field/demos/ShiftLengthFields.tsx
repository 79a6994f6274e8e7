import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

function shiftLength(start: Dayjs | null, end: Dayjs | null) {
  if (!start?.isValid() || !end?.isValid()) {
    return 'Enter both times';
  }
  let minutes = end.diff(start, 'minute');
  if (minutes <= 0) {
    // The shift ends the next day.
    minutes += 24 * 60;
  }
  return `Shift length: ${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export default function ShiftLengthFields() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2025-04-17T06:30'));
  const [end, setEnd] = React.useState<Dayjs | null>(dayjs('2025-04-17T15:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TimeField
            label="Shift starts"
            value={start}
            onChange={(newValue) => setStart(newValue)}
          />
          <TimeField
            label="Shift ends"
            value={end}
            onChange={(newValue) => setEnd(newValue)}
          />
        </Stack>
        <Typography>{shiftLength(start, end)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
