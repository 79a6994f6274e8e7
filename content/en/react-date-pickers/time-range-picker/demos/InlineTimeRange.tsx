import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function InlineTimeRange() {
  const [[start, end], setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-04-17T02:00'),
    dayjs('2025-04-17T04:00'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3}>
        <Stack spacing={1}>
          <Typography id="window-start-label" variant="subtitle2">
            Window opens
          </Typography>
          <MultiSectionDigitalClock
            aria-labelledby="window-start-label"
            ampm={false}
            timeSteps={{ minutes: 15 }}
            value={start}
            onChange={(newStart) => setValue([newStart, end])}
          />
        </Stack>
        <Stack spacing={1}>
          <Typography id="window-end-label" variant="subtitle2">
            Window closes
          </Typography>
          <MultiSectionDigitalClock
            aria-labelledby="window-end-label"
            ampm={false}
            timeSteps={{ minutes: 15 }}
            minTime={start ?? undefined}
            value={end}
            onChange={(newEnd) => setValue([start, newEnd])}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
