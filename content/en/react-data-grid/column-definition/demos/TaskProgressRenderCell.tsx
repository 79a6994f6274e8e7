import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  owner: string;
  progress: number; // 0 to 100
}

const rows: Task[] = [
  { id: 1, task: 'Migrate billing database', owner: 'Priya Raman', progress: 80 },
  { id: 2, task: 'Accessibility audit', owner: 'Jonas Berg', progress: 35 },
  { id: 3, task: 'New onboarding emails', owner: 'Chloé Martin', progress: 100 },
  { id: 4, task: 'Load tests for search', owner: 'Kwame Mensah', progress: 10 },
  { id: 5, task: 'Dark mode for reports', owner: 'Sofia Russo', progress: 55 },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

const baseColumns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', width: 200 },
  {
    field: 'owner',
    headerName: 'Owner',
    width: 170,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Task, string>) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Avatar sx={{ width: 26, height: 26, fontSize: 12 }}>
          {initials(params.value ?? '')}
        </Avatar>
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {params.value}
        </Box>
      </Box>
    ),
  },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 160,
    display: 'flex',
    // Used by the CSV export and by the cell's own text below.
    valueFormatter: (value: number) => `${value} %`,
    renderCell: (params: GridRenderCellParams<Task, number, string>) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
        <LinearProgress
          variant="determinate"
          value={params.value ?? 0}
          color={params.value === 100 ? 'success' : 'primary'}
          sx={{ flex: 1, height: 6, borderRadius: 3 }}
          aria-label={`${params.row.task}: ${params.formattedValue}`}
        />
        <Box component="span" sx={{ width: 40, textAlign: 'right' }}>
          {params.formattedValue}
        </Box>
      </Box>
    ),
  },
];

export default function TaskProgressRenderCell() {
  const [opened, setOpened] = React.useState<string | null>(null);

  // The button's click handler comes from the component, so memoize the columns.
  const columns = React.useMemo<GridColDef<Task>[]>(
    () => [
      ...baseColumns,
      {
        field: 'open',
        headerName: 'Details',
        width: 100,
        sortable: false,
        filterable: false,
        display: 'flex',
        renderCell: (params: GridRenderCellParams<Task>) => (
          <Button
            size="small"
            variant="outlined"
            // Only the focused cell's button is in the tab sequence.
            tabIndex={params.tabIndex}
            onClick={() => setOpened(params.row.task)}
          >
            Open
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <div style={{ width: '100%' }}>
      <div style={{ height: 360 }}>
        <DataGrid rows={rows} columns={columns} disableRowSelectionOnClick />
      </div>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {opened ? `Opened: ${opened}` : 'Click Open on a task.'}
      </Typography>
    </div>
  );
}
