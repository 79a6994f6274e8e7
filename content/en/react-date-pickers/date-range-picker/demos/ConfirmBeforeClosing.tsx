import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function formatStay([arrival, departure]: DateRange<Dayjs>) {
  return `${arrival?.format('D MMM') ?? '…'} to ${departure?.format('D MMM') ?? '…'}`;
}

export default function ConfirmBeforeClosing() {
  const [saved, setSaved] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-05-09'),
    dayjs('2025-05-12'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateRangePicker
          label="Hotel stay"
          defaultValue={saved}
          closeOnSelect={false}
          onAccept={(newValue) => setSaved(newValue)}
        />
        <Typography>Saved booking: {formatStay(saved)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
