import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  PickersLayoutContentWrapper,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// Our own action bar: a summary of the booking and two buttons.
function BookingActions() {
  const { value, cancelValueChanges, acceptValueChanges } = usePickerContext();
  const hasDay = value !== null && value.isValid();

  return (
    <Box sx={{ p: 2, minWidth: 200 }}>
      <Typography variant="overline" color="text.secondary">
        Your booking
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {hasDay ? `Yoga, ${value.format('dddd D MMMM')}, 7:00 am` : 'Choose a day'}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button onClick={cancelValueChanges}>Cancel</Button>
        <Button variant="contained" disabled={!hasDay} onClick={acceptValueChanges}>
          Book
        </Button>
      </Stack>
    </Box>
  );
}

function BookingLayout(props: PickersLayoutProps<Dayjs | null>) {
  // The hook returns each part as a React node, and the owner state for the styled roots.
  const { toolbar, tabs, content, ownerState } = usePickerLayout(props);

  return (
    <PickersLayoutRoot
      className={pickersLayoutClasses.root}
      ownerState={ownerState}
      sx={{ gridTemplateColumns: 'auto auto', alignItems: 'start' }}
    >
      {toolbar}
      <PickersLayoutContentWrapper
        className={pickersLayoutClasses.contentWrapper}
        ownerState={ownerState}
        sx={{ gridColumn: 1 }}
      >
        {tabs}
        {content}
      </PickersLayoutContentWrapper>
      {/* In the DOM after the calendar, so Tab reaches the buttons last. */}
      <Stack direction="row" sx={{ gridColumn: 2, gridRow: 2, height: '100%' }}>
        <Divider orientation="vertical" flexItem />
        <BookingActions />
      </Stack>
    </PickersLayoutRoot>
  );
}

export default function GymBookingLayout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Yoga class"
        referenceDate={dayjs('2025-05-01')}
        closeOnSelect={false}
        slots={{ layout: BookingLayout }}
      />
    </LocalizationProvider>
  );
}
