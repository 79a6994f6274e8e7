import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

type Timesheet = {
  id: number;
  employee: string;
  mon: number;
  tue: number;
  wed: number;
  thu: number;
  fri: number;
};

const rows: Timesheet[] = [
  { id: 1, employee: 'Amara Okafor', mon: 8, tue: 7.5, wed: 8, thu: 8, fri: 6 },
  { id: 2, employee: 'Lukas Brandt', mon: 6, tue: 6, wed: 0, thu: 8, fri: 8 },
  { id: 3, employee: 'Mei Tanaka', mon: 8, tue: 8, wed: 8, thu: 9, fri: 4 },
  { id: 4, employee: 'Rafael Souza', mon: 4, tue: 8, wed: 8, thu: 8, fri: 8 },
  { id: 5, employee: 'Ingrid Lund', mon: 7, tue: 7, wed: 7, thu: 7, fri: 7 },
];

const dayColumn = (
  field: keyof Timesheet,
  headerName: string,
): GridColDef<Timesheet> => ({
  field,
  headerName,
  type: 'number',
  width: 80,
});

const columns: GridColDef<Timesheet>[] = [
  // Locked at the left edge: it cannot be dragged, and nothing can be dropped before it
  { field: 'employee', headerName: 'Employee', width: 160, disableReorder: true },
  dayColumn('mon', 'Mon'),
  dayColumn('tue', 'Tue'),
  dayColumn('wed', 'Wed'),
  dayColumn('thu', 'Thu'),
  dayColumn('fri', 'Fri'),
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 90,
    disableReorder: true,
    valueGetter: (_value, row) => row.mon + row.tue + row.wed + row.thu + row.fri,
  },
];

export default function TimesheetLockedColumns() {
  const [lockAll, setLockAll] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={lockAll}
            onChange={(event) => setLockAll(event.target.checked)}
          />
        }
        label="Lock every column (disableColumnReorder)"
      />
      <div style={{ height: 330, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          disableColumnReorder={lockAll}
          hideFooter
        />
      </div>
    </Stack>
  );
}
