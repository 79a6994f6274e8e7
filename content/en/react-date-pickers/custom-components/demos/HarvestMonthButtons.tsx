import dayjs, { type Dayjs } from 'dayjs';
import { styled } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

// A styled button forwards the ref and drops the `ownerState` prop the calendar passes.
const SeasonMonthButton = styled('button')(({ theme }) => ({
  ...theme.typography.body2,
  width: 80,
  height: 40,
  margin: theme.spacing(0.5),
  borderRadius: 20,
  border: `1px solid ${theme.palette.success.main}`,
  backgroundColor: 'transparent',
  color: theme.palette.text.primary,
  cursor: 'pointer',
  '&:hover, &:focus-visible': { backgroundColor: theme.palette.action.hover },
  // The calendar marks the selected month with aria-checked (role="radio").
  '&[aria-checked="true"]': {
    backgroundColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
  '&:disabled': {
    borderStyle: 'dashed',
    borderColor: theme.palette.divider,
    color: theme.palette.text.disabled,
    cursor: 'default',
  },
}));

// Crops are picked from May to October.
const isOutOfSeason = (month: Dayjs) => month.month() < 4 || month.month() > 9;

export default function HarvestMonthButtons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MonthCalendar
        defaultValue={dayjs('2025-08-01')}
        shouldDisableMonth={isOutOfSeason}
        slots={{ monthButton: SeasonMonthButton }}
      />
    </LocalizationProvider>
  );
}
