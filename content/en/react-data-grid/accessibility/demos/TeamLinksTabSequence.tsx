import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Member {
  id: number;
  name: string;
  team: string;
  role: string;
}

const rows: Member[] = [
  { id: 1, name: 'Amara Okafor', team: 'Platform', role: 'Admin' },
  { id: 2, name: 'Lukas Brandt', team: 'Platform', role: 'Editor' },
  { id: 3, name: 'Sofia Marques', team: 'Design', role: 'Viewer' },
  { id: 4, name: 'Daniel Ito', team: 'Data', role: 'Editor' },
  { id: 5, name: 'Hannah Weiss', team: 'Data', role: 'Viewer' },
  { id: 6, name: 'Rafael Ortega', team: 'Support', role: 'Editor' },
];

export default function TeamLinksTabSequence() {
  const [manageTabIndex, setManageTabIndex] = React.useState(true);
  const [editing, setEditing] = React.useState<string | null>(null);

  const columns = React.useMemo<GridColDef<Member>[]>(
    () => [
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
      { field: 'team', headerName: 'Team', width: 110 },
      { field: 'role', headerName: 'Role', width: 100 },
      {
        field: 'permissions',
        headerName: 'Permissions',
        width: 130,
        sortable: false,
        renderCell: (params) => (
          <Button
            size="small"
            // -1 everywhere except in the focused cell, where it is 0
            tabIndex={manageTabIndex ? params.tabIndex : undefined}
            onClick={() => setEditing(params.row.name)}
          >
            Edit
          </Button>
        ),
      },
    ],
    [manageTabIndex],
  );

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={manageTabIndex}
            onChange={(event) => setManageTabIndex(event.target.checked)}
          />
        }
        label="Pass params.tabIndex to the buttons"
      />
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </div>
      <Typography variant="body2" role="status" aria-live="polite">
        {editing ? `Editing the permissions of ${editing}` : 'No member opened yet'}
      </Typography>
    </Stack>
  );
}
