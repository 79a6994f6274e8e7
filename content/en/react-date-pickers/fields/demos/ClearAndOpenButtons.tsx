import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ClearAndOpenButtons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateField
          label="Custom clear icon"
          defaultValue={dayjs('2025-05-14')}
          clearable
          slots={{ clearIcon: BackspaceOutlinedIcon }}
        />
        <DatePicker
          label="Buttons at the start"
          defaultValue={dayjs('2025-05-14')}
          slotProps={{
            field: {
              clearable: true,
              clearButtonPosition: 'start',
              openPickerButtonPosition: 'start',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
