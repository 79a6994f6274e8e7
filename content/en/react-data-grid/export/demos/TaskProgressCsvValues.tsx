import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  owner: string;
  due: Date;
  progress: number;
}

const rows: Task[] = [
  {
    id: 1,
    task: 'Migrate billing database',
    owner: 'Amara',
    due: new Date(2025, 5, 20),
    progress: 0.8,
  },
  {
    id: 2,
    task: 'Accessibility audit',
    owner: 'Tomás',
    due: new Date(2025, 6, 2),
    progress: 0.35,
  },
  {
    id: 3,
    task: 'Rotate API keys',
    owner: 'Mei',
    due: new Date(2025, 5, 27),
    progress: 1,
  },
  {
    id: 4,
    task: 'Draft Q3 roadmap',
    owner: 'Jonas',
    due: new Date(2025, 6, 9),
    progress: 0.1,
  },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 180 },
  { field: 'owner', headerName: 'Owner', width: 100 },
  { field: 'due', headerName: 'Due', type: 'date', width: 120 },
  {
    field: 'progress',
    headerName: 'Progress',
    width: 160,
    // The CSV export uses this text; the cell shows the bar below.
    valueFormatter: (value: number) => `${Math.round(value * 100)}%`,
    renderCell: (params) => (
      <Box
        sx={{ display: 'flex', alignItems: 'center', height: '100%', width: '100%' }}
      >
        <LinearProgress
          variant="determinate"
          value={params.value * 100}
          aria-label={`${params.row.task}: ${params.formattedValue}`}
          sx={{ width: '100%', height: 8, borderRadius: 4 }}
        />
      </Box>
    ),
  },
];

export default function TaskProgressCsvValues() {
  const apiRef = useGridApiRef();
  const [ignoreFormatter, setIgnoreFormatter] = React.useState(false);
  const [preview, setPreview] = React.useState('');

  React.useEffect(() => {
    // Wait a frame so the grid has taken the new prop into account.
    const frame = requestAnimationFrame(() => {
      if (apiRef.current) {
        setPreview(apiRef.current.getDataAsCsv());
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [apiRef, ignoreFormatter]);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={ignoreFormatter}
            onChange={(event) => setIgnoreFormatter(event.target.checked)}
          />
        }
        label="ignoreValueFormatterDuringExport"
      />
      <div style={{ height: 270, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          ignoreValueFormatterDuringExport={ignoreFormatter}
          showToolbar
          slotProps={{ toolbar: { csvOptions: { fileName: 'project-tasks' } } }}
        />
      </div>
      <Box
        component="pre"
        role="region"
        aria-label="Task CSV preview"
        sx={{ m: 0, p: 1, fontSize: 12, overflowX: 'auto', bgcolor: 'action.hover' }}
      >
        {preview}
      </Box>
    </Stack>
  );
}
