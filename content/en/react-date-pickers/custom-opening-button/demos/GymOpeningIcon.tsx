import dayjs from 'dayjs';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function GymOpeningIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Personal training"
        defaultValue={dayjs('2025-05-12')}
        slots={{ openPickerIcon: FitnessCenterIcon }}
      />
    </LocalizationProvider>
  );
}
