import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

export default function ActionsOnTheSide() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <StaticDatePicker
          defaultValue={dayjs('2025-08-14')}
          slotProps={{
            toolbar: { hidden: true },
            actionBar: { actions: ['today', 'clear', 'cancel', 'accept'] },
            layout: {
              sx: {
                // Third column, second row: to the right of the calendar.
                [`.${pickersLayoutClasses.actionBar}`]: {
                  gridColumn: 3,
                  gridRow: 2,
                  flexDirection: 'column',
                  justifyContent: 'flex-start',
                  alignItems: 'stretch',
                  gap: 1,
                  borderLeft: 1,
                  borderColor: 'divider',
                  // DialogActions spaces its buttons horizontally: undo that.
                  '& > :not(style) ~ :not(style)': { marginLeft: 0 },
                },
              },
            },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
