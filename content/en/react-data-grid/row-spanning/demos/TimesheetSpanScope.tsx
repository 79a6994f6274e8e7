import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type TimesheetEntry = {
  id: number;
  person: string;
  project: string;
  task: string;
  hours: number;
};

const rows: TimesheetEntry[] = [
  {
    id: 1,
    person: 'Ana Ruiz',
    project: 'Website redesign',
    task: 'Wireframes',
    hours: 6,
  },
  {
    id: 2,
    person: 'Ana Ruiz',
    project: 'Website redesign',
    task: 'Design review',
    hours: 2,
  },
  { id: 3, person: 'Ana Ruiz', project: 'Mobile app', task: 'Icon set', hours: 4 },
  {
    id: 4,
    person: 'Ben Okafor',
    project: 'Mobile app',
    task: 'Push notifications',
    hours: 5,
  },
  {
    id: 5,
    person: 'Ben Okafor',
    project: 'Mobile app',
    task: 'Crash fixes',
    hours: 3,
  },
  {
    id: 6,
    person: 'Ben Okafor',
    project: 'Billing service',
    task: 'Invoice export',
    hours: 4,
  },
  {
    id: 7,
    person: 'Chloé Martin',
    project: 'Billing service',
    task: 'Tax rules',
    hours: 4,
  },
  {
    id: 8,
    person: 'Chloé Martin',
    project: 'Billing service',
    task: 'Code review',
    hours: 2,
  },
];

export default function TimesheetSpanScope() {
  const [scoped, setScoped] = React.useState(true);

  const columns = React.useMemo<GridColDef<TimesheetEntry>[]>(
    () => [
      { field: 'person', headerName: 'Person', width: 150 },
      {
        field: 'project',
        headerName: 'Project',
        width: 170,
        // Merge a project only across entries of the same person
        rowSpanValueGetter: scoped
          ? (value, row) => `${row.person}|${row.project}`
          : undefined,
      },
      { field: 'task', headerName: 'Task', flex: 1, minWidth: 160 },
      {
        field: 'hours',
        headerName: 'Hours',
        type: 'number',
        width: 90,
        rowSpanValueGetter: () => null,
      },
    ],
    [scoped],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={scoped}
            onChange={(event) => setScoped(event.target.checked)}
          />
        }
        label="Keep projects within each person"
      />
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowSpanning
          showCellVerticalBorder
          showColumnVerticalBorder
          disableRowSelectionOnClick
          hideFooter
          sx={{ '& .MuiDataGrid-row:hover': { backgroundColor: 'transparent' } }}
        />
      </Box>
    </Box>
  );
}
