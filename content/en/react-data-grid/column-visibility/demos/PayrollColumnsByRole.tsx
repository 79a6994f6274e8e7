import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';

type Viewer = 'colleague' | 'manager';

const rows = [
  {
    id: 1,
    name: 'Hana Novak',
    team: 'Platform',
    office: 'Prague',
    salary: 68000,
    lastRaise: '2024-09',
  },
  {
    id: 2,
    name: 'Tomás Ruiz',
    team: 'Design',
    office: 'Seville',
    salary: 54000,
    lastRaise: '2025-01',
  },
  {
    id: 3,
    name: 'Grace Mensah',
    team: 'Data',
    office: 'Accra',
    salary: 61000,
    lastRaise: '2024-04',
  },
  {
    id: 4,
    name: 'Leo Varga',
    team: 'Platform',
    office: 'Budapest',
    salary: 72000,
    lastRaise: '2025-03',
  },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'salary', headerName: 'Salary (€)', type: 'number', width: 120 },
  { field: 'lastRaise', headerName: 'Last raise', width: 120 },
];

// Defined once per role, so the grid receives the same object on every render
const modelByViewer: Record<Viewer, GridColumnVisibilityModel> = {
  colleague: { salary: false, lastRaise: false },
  manager: {},
};

export default function PayrollColumnsByRole() {
  const labelId = React.useId();
  const [viewer, setViewer] = React.useState<Viewer>('colleague');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id={labelId} variant="body2">
          Signed in as
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={viewer}
          aria-labelledby={labelId}
          onChange={(_event, value: Viewer | null) => {
            if (value) {
              setViewer(value);
            }
          }}
        >
          <ToggleButton value="colleague">Colleague</ToggleButton>
          <ToggleButton value="manager">Manager</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          disableColumnSelector
          columnVisibilityModel={modelByViewer[viewer]}
        />
      </div>
    </Stack>
  );
}
