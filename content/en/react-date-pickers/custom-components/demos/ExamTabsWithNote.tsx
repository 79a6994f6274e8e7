import * as React from 'react';
import dayjs from 'dayjs';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import {
  DateTimePickerTabs,
  type DateTimePickerTabsProps,
} from '@mui/x-date-pickers/DateTimePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

function TabsWithNote(props: DateTimePickerTabsProps) {
  const { view } = usePickerContext();
  const isTimeView = view === 'hours' || view === 'minutes';

  return (
    <React.Fragment>
      <DateTimePickerTabs {...props} />
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ px: 3, pt: 1, display: 'block' }}
      >
        {isTimeView
          ? 'Exams start on the hour or half hour.'
          : 'The exam hall is closed at weekends.'}
      </Typography>
    </React.Fragment>
  );
}

export default function ExamTabsWithNote() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2025-06-12T09:30')}
        shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
        minutesStep={30}
        slots={{ tabs: TabsWithNote }}
        slotProps={{ actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
