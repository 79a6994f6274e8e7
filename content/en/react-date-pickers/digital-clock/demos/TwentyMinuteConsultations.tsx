import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function TwentyMinuteConsultations() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DigitalClock timeStep={20} defaultValue={dayjs('2025-04-17T09:20')} />
    </LocalizationProvider>
  );
}
