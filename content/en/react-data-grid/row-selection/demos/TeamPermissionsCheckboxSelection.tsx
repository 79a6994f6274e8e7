import * as React from 'react';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    member: 'Hana Kobayashi',
    team: 'Design',
    role: 'Editor',
    lastActive: '2 h ago',
  },
  {
    id: 2,
    member: 'Diego Alvarez',
    team: 'Platform',
    role: 'Admin',
    lastActive: '5 min ago',
  },
  {
    id: 3,
    member: 'Fatima Zahra',
    team: 'Support',
    role: 'Viewer',
    lastActive: '1 day ago',
  },
  {
    id: 4,
    member: 'Oskar Lind',
    team: 'Platform',
    role: 'Editor',
    lastActive: '3 days ago',
  },
  {
    id: 5,
    member: 'Grace Mensah',
    team: 'Finance',
    role: 'Viewer',
    lastActive: '4 h ago',
  },
  {
    id: 6,
    member: 'Tomás Novak',
    team: 'Design',
    role: 'Editor',
    lastActive: '12 min ago',
  },
  {
    id: 7,
    member: 'Aiyana Reyes',
    team: 'Support',
    role: 'Admin',
    lastActive: '6 days ago',
  },
];

const columns: GridColDef[] = [
  { field: 'member', headerName: 'Member', width: 160 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'role', headerName: 'Role', width: 100 },
  { field: 'lastActive', headerName: 'Last active', width: 120 },
];

function countSelected(model: GridRowSelectionModel, rowCount: number) {
  // After "Select all", the grid switches to an exclude model:
  // every row is selected except the ids in the set.
  return model.type === 'include' ? model.ids.size : rowCount - model.ids.size;
}

export default function TeamPermissionsCheckboxSelection() {
  const [rowSelectionModel, setRowSelectionModel] =
    React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set([2, 7]) });

  const selected = countSelected(rowSelectionModel, rows.length);

  return (
    <div style={{ width: '100%' }}>
      <Typography role="status" variant="body2" sx={{ mb: 1 }}>
        {selected === 0
          ? 'No members selected'
          : `${selected} of ${rows.length} members selected`}
      </Typography>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={(newModel) => setRowSelectionModel(newModel)}
        />
      </div>
    </div>
  );
}
