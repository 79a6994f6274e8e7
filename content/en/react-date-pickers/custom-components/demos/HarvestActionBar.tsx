import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { type PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerContext, usePickerTranslations } from '@mui/x-date-pickers/hooks';

const SEASON_START = dayjs('2025-07-01');

function HarvestActions(props: PickersActionBarProps) {
  // The picker passes `actions` for the default bar; this bar renders its own buttons.
  const { className, sx } = props;
  const { value, clearValue, acceptValueChanges } = usePickerContext();
  const translations = usePickerTranslations();

  const daysIntoSeason =
    value !== null && value.isValid() ? value.diff(SEASON_START, 'day') : null;

  return (
    <DialogActions className={className} sx={sx}>
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1, pl: 1 }}>
        {daysIntoSeason === null
          ? 'No date picked'
          : `Day ${daysIntoSeason + 1} of the season`}
      </Typography>
      <Button onClick={clearValue}>{translations.clearButtonLabel}</Button>
      <Button variant="contained" onClick={acceptValueChanges}>
        Log harvest
      </Button>
    </DialogActions>
  );
}

export default function HarvestActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Harvest date"
        defaultValue={dayjs('2025-07-18')}
        minDate={SEASON_START}
        closeOnSelect={false}
        slots={{ actionBar: HarvestActions }}
      />
    </LocalizationProvider>
  );
}
