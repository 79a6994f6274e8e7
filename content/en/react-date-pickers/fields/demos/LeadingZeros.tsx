import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const boarding = dayjs('2025-05-04T07:05');

export default function LeadingZeros() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateTimeField
          label="Padded (default)"
          format="M/D/YYYY h:mm A"
          defaultValue={boarding}
        />
        <DateTimeField
          label="Leading zeros respected"
          format="M/D/YYYY h:mm A"
          defaultValue={boarding}
          shouldRespectLeadingZeros
        />
      </Stack>
    </LocalizationProvider>
  );
}
