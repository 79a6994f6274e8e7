import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import {
  PickersLayoutContentWrapper,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { milestoneOn, milestones } from './release-milestones';

function MilestoneList() {
  const { value, setValue } = usePickerContext();
  return (
    <List
      dense
      subheader={<ListSubheader disableSticky>Milestones</ListSubheader>}
      sx={{ minWidth: 180 }}
    >
      {milestones.map((milestone) => (
        <ListItemButton
          key={milestone.label}
          selected={value !== null && milestone.date.isSame(value, 'day')}
          // "set" updates the value without accepting it.
          onClick={() => setValue(milestone.date, { changeImportance: 'set' })}
        >
          <ListItemText
            primary={milestone.label}
            secondary={milestone.date.format('ddd D MMM')}
          />
        </ListItemButton>
      ))}
    </List>
  );
}

// Static pickers pass a ref, sx and className to their layout: forward them.
const ReleaseLayout = React.forwardRef<
  HTMLDivElement,
  PickersLayoutProps<Dayjs | null>
>(function ReleaseLayout(props, ref) {
  const { toolbar, content, actionBar, ownerState } = usePickerLayout(props);
  return (
    <PickersLayoutRoot
      ref={ref}
      className={`${pickersLayoutClasses.root} ${props.className ?? ''}`}
      ownerState={ownerState}
      sx={props.sx}
    >
      {toolbar}
      {/* Before the calendar in the DOM too, so the Tab order matches what you see. */}
      <Box
        sx={{ gridColumn: 1, gridRow: 2, borderRight: 1, borderColor: 'divider' }}
      >
        <MilestoneList />
      </Box>
      <PickersLayoutContentWrapper
        className={pickersLayoutClasses.contentWrapper}
        ownerState={ownerState}
      >
        {content}
      </PickersLayoutContentWrapper>
      {actionBar}
    </PickersLayoutRoot>
  );
});

export default function ReleaseLegendLayout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <StaticDatePicker
          defaultValue={dayjs('2025-09-16')}
          slots={{ layout: ReleaseLayout }}
          slotProps={{
            toolbar: { hidden: true },
            actionBar: { actions: [] },
            day: (ownerState) => {
              const milestone = milestoneOn(ownerState.day);
              return milestone && !ownerState.isDaySelected
                ? { sx: { border: 2, borderColor: `${milestone.color}.main` } }
                : {};
            },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
