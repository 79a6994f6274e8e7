import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const travelDate = dayjs('2025-05-14');

export default function SectionSpacing() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateField label="Dense" format="YYYY-MM-DD" defaultValue={travelDate} />
        <DateField
          label="Spacious"
          format="YYYY-MM-DD"
          formatDensity="spacious"
          defaultValue={travelDate}
        />
      </Stack>
    </LocalizationProvider>
  );
}
