import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type Task = {
  id: number;
  task: string;
  owner: string;
  progress: number;
};

const rows: Task[] = [
  { id: 1, task: 'Draft the venue contract', owner: 'Priya', progress: 80 },
  { id: 2, task: 'Book speakers’ travel', owner: 'Marco', progress: 35 },
  { id: 3, task: 'Order name badges', owner: 'Aisha', progress: 0 },
  { id: 4, task: 'Test the streaming setup', owner: 'Jonas', progress: 55 },
  { id: 5, task: 'Send the attendee survey', owner: 'Priya', progress: 100 },
];

function ProgressViewCell(params: GridRenderCellParams<Task, number>) {
  const value = params.value ?? 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={`${params.row.task} progress`}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ width: 40, textAlign: 'right' }}>
        {value}%
      </Typography>
    </Box>
  );
}

function ProgressEditCell(props: GridRenderEditCellParams<Task, number>) {
  const { id, field, value, row, hasFocus } = props;
  const apiRef = useGridApiContext();
  const containerRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    if (hasFocus) {
      containerRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    }
  }, [hasFocus]);

  const handleChange = (_event: Event, newValue: number | number[]) => {
    apiRef.current.setEditCellValue({ id, field, value: newValue as number });
  };

  return (
    <Box
      ref={containerRef}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        width: '100%',
        px: 1.5,
      }}
    >
      <Slider
        size="small"
        value={value ?? 0}
        step={5}
        min={0}
        max={100}
        onChange={handleChange}
        aria-label={`${row.task} progress`}
        getAriaValueText={(v) => `${v}%`}
      />
      <Typography
        variant="body2"
        sx={{ width: 40, flexShrink: 0, textAlign: 'right' }}
      >
        {value ?? 0}%
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 220 },
  { field: 'owner', headerName: 'Owner', width: 110 },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 240,
    align: 'left',
    headerAlign: 'left',
    display: 'flex',
    editable: true,
    renderCell: (params) => <ProgressViewCell {...params} />,
    renderEditCell: (params) => <ProgressEditCell {...params} />,
  },
];

export default function TaskProgressSlider() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
