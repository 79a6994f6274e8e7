import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

type Orientation = 'portrait' | 'landscape';

export default function ExamOrientation() {
  const [orientation, setOrientation] = React.useState<Orientation>('landscape');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          aria-label="Orientation"
          size="small"
          exclusive
          value={orientation}
          onChange={(_event, next: Orientation | null) => {
            if (next !== null) {
              setOrientation(next);
            }
          }}
        >
          <ToggleButton value="portrait">Portrait</ToggleButton>
          <ToggleButton value="landscape">Landscape</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
          <StaticDatePicker
            orientation={orientation}
            defaultValue={dayjs('2025-06-12')}
            slotProps={{ actionBar: { actions: [] } }}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
