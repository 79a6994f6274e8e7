import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

/** The day the user clicked; its whole week is highlighted. */
const SelectedWeekContext = React.createContext<Dayjs | null>(null);

function WeekDay(props: PickersDayProps) {
  const selectedDay = React.useContext(SelectedWeekContext);
  const { day } = props;
  const inSelectedWeek = selectedDay !== null && day.isSame(selectedDay, 'week');

  return (
    <PickersDay
      {...props}
      disableMargin
      selected={false}
      sx={[
        { borderRadius: 0 },
        inSelectedWeek && {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover, &:focus': { bgcolor: 'primary.dark' },
        },
        day.day() === 0 && { borderTopLeftRadius: 16, borderBottomLeftRadius: 16 },
        day.day() === 6 && { borderTopRightRadius: 16, borderBottomRightRadius: 16 },
      ]}
    />
  );
}

export default function ShiftWeekPicker() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-04-17'));
  const weekStart = day?.startOf('week');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <SelectedWeekContext.Provider value={day}>
          <DateCalendar
            value={day}
            onChange={(newValue) => setDay(newValue)}
            showDaysOutsideCurrentMonth
            displayWeekNumber
            slots={{ day: WeekDay }}
          />
        </SelectedWeekContext.Provider>
        <Typography sx={{ pt: 2 }}>
          {weekStart
            ? `Roster for ${weekStart.format('MMM D')} – ${weekStart
                .add(6, 'day')
                .format('MMM D, YYYY')}`
            : 'Pick a week'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
