import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridRowEditStartReasons,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';

interface Shift {
  id: number;
  volunteer: string;
  station: string;
  start: string;
  hours: number;
}

const rows: Shift[] = [
  {
    id: 1,
    volunteer: 'Grace Mensah',
    station: 'Registration',
    start: '08:00',
    hours: 4,
  },
  {
    id: 2,
    volunteer: 'Tobias Keller',
    station: 'Water point',
    start: '09:30',
    hours: 3,
  },
  {
    id: 3,
    volunteer: 'Yuki Mori',
    station: 'Finish line',
    start: '10:00',
    hours: 5,
  },
  {
    id: 4,
    volunteer: 'Rafael Silva',
    station: 'First aid',
    start: '07:45',
    hours: 6,
  },
];

const columns: GridColDef<Shift>[] = [
  { field: 'volunteer', headerName: 'Volunteer', width: 150, editable: true },
  {
    field: 'station',
    headerName: 'Station',
    type: 'singleSelect',
    valueOptions: ['Registration', 'Water point', 'Finish line', 'First aid'],
    width: 140,
    editable: true,
  },
  { field: 'start', headerName: 'Start', width: 90, editable: true },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90, editable: true },
];

// Keys that would start editing by replacing the cell's value.
const blockedReasons: (GridRowEditStartReasons | undefined)[] = [
  GridRowEditStartReasons.printableKeyDown,
  GridRowEditStartReasons.deleteKeyDown,
];

export default function VolunteerShiftsNoTypingStart() {
  const [blocked, setBlocked] = React.useState<string | null>(null);

  const handleRowEditStart: GridEventListener<'rowEditStart'> = (params, event) => {
    if (blockedReasons.includes(params.reason)) {
      // The row stays in view mode and keeps its values.
      event.defaultMuiPrevented = true;
      setBlocked(`Ignored ${params.reason} on row ${params.id}.`);
    } else {
      setBlocked(null);
    }
  };

  return (
    <Stack spacing={1}>
      <div style={{ height: 280, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          hideFooter
          onRowEditStart={handleRowEditStart}
        />
      </div>
      <Typography variant="body2" role="status" aria-live="polite">
        {blocked ?? 'Double-click a row or press Enter on a cell to edit it.'}
      </Typography>
    </Stack>
  );
}
