import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';

function dayLabel(date: Dayjs | null) {
  return date ? date.format('ddd D MMM') : 'not set';
}

export default function RangePositionControl() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-02'),
    dayjs('2025-06-06'),
  ]);
  const [rangePosition, setRangePosition] = React.useState<RangePosition>('start');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          aria-label="The next click sets"
          size="small"
          exclusive
          value={rangePosition}
          onChange={(_event, newPosition: RangePosition | null) => {
            if (newPosition !== null) {
              setRangePosition(newPosition);
            }
          }}
        >
          <ToggleButton value="start">Pick-up: {dayLabel(value[0])}</ToggleButton>
          <ToggleButton value="end">Return: {dayLabel(value[1])}</ToggleButton>
        </ToggleButtonGroup>
        <DateRangeCalendar
          calendars={1}
          value={value}
          onChange={(newValue) => setValue(newValue)}
          rangePosition={rangePosition}
          onRangePositionChange={(newPosition) => setRangePosition(newPosition)}
        />
      </Stack>
    </LocalizationProvider>
  );
}
