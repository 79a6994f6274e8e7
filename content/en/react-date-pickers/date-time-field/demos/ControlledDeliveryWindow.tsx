import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

function describeWindow(opens: Dayjs | null, closes: Dayjs | null) {
  if (!opens?.isValid() || !closes?.isValid()) {
    return 'Enter both ends of the window';
  }
  const minutes = closes.diff(opens, 'minute');
  if (minutes <= 0) {
    return 'The window must close after it opens';
  }
  return `A ${minutes / 60}-hour window starting ${opens.format('ddd, MMM D [at] h:mm A')}`;
}

export default function ControlledDeliveryWindow() {
  const [opens, setOpens] = React.useState<Dayjs | null>(dayjs('2025-04-22T13:00'));
  const [closes, setCloses] = React.useState<Dayjs | null>(
    dayjs('2025-04-22T15:00'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DateTimeField
            label="Window opens"
            value={opens}
            onChange={(newValue) => setOpens(newValue)}
          />
          <DateTimeField
            label="Window closes"
            value={closes}
            onChange={(newValue) => setCloses(newValue)}
          />
        </Stack>
        <Typography>{describeWindow(opens, closes)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
