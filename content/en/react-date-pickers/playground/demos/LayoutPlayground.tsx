import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import { type PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';
import { type PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { type DateRange } from '@mui/x-date-pickers-pro/models';

type Family = 'date' | 'time' | 'date-time' | 'date-range';
type Visibility = 'default' | 'shown' | 'hidden';

const FAMILIES: { value: Family; label: string }[] = [
  { value: 'date', label: 'Date' },
  { value: 'time', label: 'Time' },
  { value: 'date-time', label: 'Date and time' },
  { value: 'date-range', label: 'Date range (Pro)' },
];
const ACTIONS: PickersActionBarAction[] = ['clear', 'today', 'cancel', 'accept'];

// An exam timetable: fixed dates so every reader sees the same calendar.
const EXAM = dayjs('2025-06-12T09:30');
const SESSION: DateRange<Dayjs> = [dayjs('2025-06-10'), dayjs('2025-06-20')];
const singleShortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'First paper', getValue: () => dayjs('2025-06-10T09:00') },
  { label: 'Last paper', getValue: () => dayjs('2025-06-20T14:00') },
  { label: 'Clear', getValue: () => null },
];
const rangeShortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'June session', getValue: () => SESSION },
  { label: 'Resits', getValue: () => [dayjs('2025-08-25'), dayjs('2025-08-29')] },
  { label: 'Clear', getValue: () => [null, null] },
];

function hiddenProp(visibility: Visibility) {
  return visibility === 'default' ? {} : { hidden: visibility === 'hidden' };
}

function VisibilityControl(props: {
  label: string;
  value: Visibility;
  onChange: (value: Visibility) => void;
}) {
  const { label, value, onChange } = props;
  return (
    <FormControl>
      <FormLabel sx={{ fontSize: 14, mb: 0.5 }}>{label}</FormLabel>
      <ToggleButtonGroup
        aria-label={label}
        size="small"
        exclusive
        fullWidth
        value={value}
        onChange={(_event, next: Visibility | null) =>
          next !== null && onChange(next)
        }
      >
        <ToggleButton value="default">Default</ToggleButton>
        <ToggleButton value="shown">Shown</ToggleButton>
        <ToggleButton value="hidden">Hidden</ToggleButton>
      </ToggleButtonGroup>
    </FormControl>
  );
}

export default function LayoutPlayground() {
  const [family, setFamily] = React.useState<Family>('date');
  const [landscape, setLandscape] = React.useState(false);
  const [desktopDisplay, setDesktopDisplay] = React.useState(false);
  const [toolbar, setToolbar] = React.useState<Visibility>('default');
  const [tabs, setTabs] = React.useState<Visibility>('default');
  const [actions, setActions] = React.useState<PickersActionBarAction[]>([
    'cancel',
    'accept',
  ]);
  const [shortcuts, setShortcuts] = React.useState(false);
  const [weekNumbers, setWeekNumbers] = React.useState(false);
  const [outsideDays, setOutsideDays] = React.useState(false);

  const toggleAction = (action: PickersActionBarAction) =>
    setActions((current) =>
      current.includes(action)
        ? current.filter((item) => item !== action)
        : ACTIONS.filter((item) => item === action || current.includes(item)),
    );

  const hasCalendar = family !== 'time';

  // The props every static picker of the playground shares.
  const common = {
    orientation: landscape ? 'landscape' : 'portrait',
    displayStaticWrapperAs: desktopDisplay ? 'desktop' : 'mobile',
    slotProps: {
      toolbar: hiddenProp(toolbar),
      tabs: hiddenProp(tabs),
      actionBar: { actions },
    },
  } as const;
  const calendarProps = {
    displayWeekNumber: weekNumbers,
    showDaysOutsideCurrentMonth: outsideDays,
  };

  let picker: React.ReactNode;
  if (family === 'date') {
    picker = (
      <StaticDatePicker
        {...common}
        {...calendarProps}
        defaultValue={EXAM}
        slotProps={{
          ...common.slotProps,
          shortcuts: { items: shortcuts ? singleShortcuts : [] },
        }}
      />
    );
  } else if (family === 'time') {
    picker = (
      <StaticTimePicker
        {...common}
        defaultValue={EXAM}
        slotProps={{
          ...common.slotProps,
          shortcuts: { items: shortcuts ? singleShortcuts : [] },
        }}
      />
    );
  } else if (family === 'date-time') {
    picker = (
      <StaticDateTimePicker
        {...common}
        {...calendarProps}
        defaultValue={EXAM}
        slotProps={{
          ...common.slotProps,
          shortcuts: { items: shortcuts ? singleShortcuts : [] },
        }}
      />
    );
  } else {
    picker = (
      <StaticDateRangePicker
        displayStaticWrapperAs={common.displayStaticWrapperAs}
        {...calendarProps}
        defaultValue={SESSION}
        slotProps={{
          toolbar: common.slotProps.toolbar,
          actionBar: common.slotProps.actionBar,
          shortcuts: { items: shortcuts ? rangeShortcuts : [] },
        }}
      />
    );
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ width: '100%' }}>
        <Box
          sx={{
            flexGrow: 1,
            p: 2,
            overflowX: 'auto',
            display: 'flex',
            justifyContent: 'center',
            alignItems: 'flex-start',
          }}
        >
          {/* A new key remounts the picker, so the value resets with the family. */}
          <Box
            key={family}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
          >
            {picker}
          </Box>
        </Box>
        <Divider orientation="vertical" flexItem />
        <Stack spacing={2} sx={{ p: 2, width: { md: 300 }, flexShrink: 0 }}>
          <TextField
            select
            size="small"
            label="Component"
            value={family}
            onChange={(event) => setFamily(event.target.value as Family)}
          >
            {FAMILIES.map((item) => (
              <MenuItem key={item.value} value={item.value}>
                {item.label}
              </MenuItem>
            ))}
          </TextField>
          <FormGroup>
            <FormControlLabel
              control={
                <Switch
                  checked={landscape}
                  disabled={family === 'date-range'}
                  onChange={(event) => setLandscape(event.target.checked)}
                />
              }
              label="Landscape"
            />
            <FormControlLabel
              control={
                <Switch
                  checked={desktopDisplay}
                  onChange={(event) => setDesktopDisplay(event.target.checked)}
                />
              }
              label="Display as desktop"
            />
            <FormControlLabel
              control={
                <Switch
                  checked={shortcuts}
                  onChange={(event) => setShortcuts(event.target.checked)}
                />
              }
              label="Shortcuts"
            />
          </FormGroup>
          <VisibilityControl label="Toolbar" value={toolbar} onChange={setToolbar} />
          {family === 'date-time' && (
            <VisibilityControl label="Tabs" value={tabs} onChange={setTabs} />
          )}
          <FormControl component="fieldset">
            <FormLabel component="legend" sx={{ fontSize: 14 }}>
              Action bar
            </FormLabel>
            <FormGroup row>
              {ACTIONS.map((action) => (
                <FormControlLabel
                  key={action}
                  control={
                    <Checkbox
                      size="small"
                      checked={actions.includes(action)}
                      onChange={() => toggleAction(action)}
                    />
                  }
                  label={action}
                />
              ))}
            </FormGroup>
          </FormControl>
          {hasCalendar && (
            <FormControl component="fieldset">
              <FormLabel component="legend" sx={{ fontSize: 14 }}>
                Calendar
              </FormLabel>
              <FormGroup>
                <FormControlLabel
                  control={
                    <Switch
                      checked={weekNumbers}
                      onChange={(event) => setWeekNumbers(event.target.checked)}
                    />
                  }
                  label="Week numbers"
                />
                <FormControlLabel
                  control={
                    <Switch
                      checked={outsideDays}
                      onChange={(event) => setOutsideDays(event.target.checked)}
                    />
                  }
                  label="Days outside the month"
                />
              </FormGroup>
            </FormControl>
          )}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
