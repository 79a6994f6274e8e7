import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { type DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

function BookingToolbar(props: DatePickerToolbarProps) {
  const { className, hidden, titleId, toolbarPlaceholder = '––' } = props;
  const { value } = usePickerContext();

  if (hidden) {
    return null;
  }

  return (
    // `className` places the toolbar in the layout's grid.
    <Stack
      className={className}
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', px: 3, pt: 2 }}
    >
      <FitnessCenterIcon color="primary" fontSize="large" />
      <div>
        {/* `titleId` gives the picker's dialog its accessible name. */}
        <Typography id={titleId} variant="overline" color="text.secondary">
          Strength class
        </Typography>
        <Typography variant="h6" component="p">
          {value !== null && value.isValid()
            ? value.format('dddd D MMMM, [6:30 pm]')
            : toolbarPlaceholder}
        </Typography>
      </div>
    </Stack>
  );
}

export default function GymBookingToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-05-07')}
        slots={{ toolbar: BookingToolbar }}
        slotProps={{
          toolbar: { toolbarPlaceholder: 'Pick a day' },
          actionBar: { actions: ['clear'] },
        }}
      />
    </LocalizationProvider>
  );
}
