import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function ClearableFields() {
  const [date, setDate] = React.useState<Dayjs | null>(dayjs('2025-05-14'));
  const [clearCount, setClearCount] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DateField
            label="Preferred travel date"
            value={date}
            onChange={(newValue) => setDate(newValue)}
            clearable
            onClear={() => setClearCount((count) => count + 1)}
          />
          <TimeField
            label="Preferred departure time"
            defaultValue={dayjs('2025-05-14T08:00')}
            clearable
          />
        </Stack>
        <Typography>
          Travel date {date ? 'set' : 'cleared'}; clear button used {clearCount}{' '}
          {clearCount === 1 ? 'time' : 'times'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
