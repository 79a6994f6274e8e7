import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { type PickerLayoutOwnerState } from '@mui/x-date-pickers/PickersLayout';
import { type PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';

// One function for both pickers: it reads the variant from the owner state.
function releaseActions(ownerState: PickerLayoutOwnerState) {
  const actions: PickersActionBarAction[] =
    ownerState.pickerVariant === 'desktop'
      ? ['clear']
      : ['clear', 'cancel', 'accept'];
  return { actions };
}

export default function ActionsPerVariant() {
  const releaseDay = dayjs('2025-09-30');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DesktopDatePicker
          label="Release (desktop)"
          defaultValue={releaseDay}
          slotProps={{ actionBar: releaseActions }}
        />
        <MobileDatePicker
          label="Release (mobile)"
          defaultValue={releaseDay}
          slotProps={{ actionBar: releaseActions }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
