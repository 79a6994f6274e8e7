import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  gridFilteredDescendantRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowCountProps,
} from '@mui/x-data-grid-premium';

interface Shift {
  id: number;
  event: string;
  volunteer: string;
  role: string;
  hours: number;
}

const events = ['Park clean-up', 'Food bank', 'River festival', 'Charity run'];
const volunteers = [
  'Aisha',
  'Ben',
  'Carla',
  'Dmitri',
  'Elif',
  'Farid',
  'Gwen',
  'Hiro',
  'Ivy',
];
const roles = ['Setup', 'Registration', 'First aid', 'Pack-down'];

const rows: Shift[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  event: events[(index + Math.floor(index / 5)) % events.length] ?? '',
  volunteer: volunteers[(index * 4) % volunteers.length] ?? '',
  role: roles[(index * 3) % roles.length] ?? '',
  hours: (index % 4) + 2,
}));

const columns: GridColDef<Shift>[] = [
  { field: 'event', headerName: 'Event', width: 150 },
  { field: 'volunteer', headerName: 'Volunteer', width: 130, groupable: false },
  { field: 'role', headerName: 'Role', width: 130 },
  {
    field: 'hours',
    headerName: 'Hours',
    type: 'number',
    width: 90,
    groupable: false,
  },
];

function ShiftsRowCount(props: GridRowCountProps) {
  // `visibleRowCount` counts the top-level rows: here, the event groups.
  const { visibleRowCount: groupCount } = props;
  const apiRef = useGridApiContext();
  const shiftCount = useGridSelector(apiRef, gridFilteredDescendantRowCountSelector);

  return (
    <Box sx={{ mx: 2 }}>
      {shiftCount} {shiftCount === 1 ? 'shift' : 'shifts'} in {groupCount}{' '}
      {groupCount === 1 ? 'event' : 'events'}
    </Box>
  );
}

export default function VolunteerShiftsFooterCount() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{ footerRowCount: ShiftsRowCount }}
        initialState={{
          rowGrouping: { model: ['event'] },
          columns: { columnVisibilityModel: { event: false } },
        }}
      />
    </div>
  );
}
