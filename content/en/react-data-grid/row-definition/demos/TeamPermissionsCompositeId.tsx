import * as React from 'react';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowId,
  type GridRowIdGetter,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

type Permission = { member: string; project: string; role: string };

// A member appears once per project: neither field is unique alone, the pair is.
const rows: Permission[] = [
  { member: 'maya@example.com', project: 'billing', role: 'Admin' },
  { member: 'maya@example.com', project: 'mobile-app', role: 'Viewer' },
  { member: 'tomas@example.com', project: 'billing', role: 'Editor' },
  { member: 'tomas@example.com', project: 'data-lake', role: 'Admin' },
  { member: 'ines@example.com', project: 'mobile-app', role: 'Editor' },
  { member: 'ines@example.com', project: 'data-lake', role: 'Viewer' },
];

const getRowId: GridRowIdGetter<Permission> = (row) =>
  `${row.member}/${row.project}`;

const columns: GridColDef<Permission>[] = [
  { field: 'member', headerName: 'Member', flex: 1, minWidth: 180 },
  { field: 'project', headerName: 'Project', width: 140 },
  { field: 'role', headerName: 'Role', width: 110 },
];

export default function TeamPermissionsCompositeId() {
  const [selectedIds, setSelectedIds] = React.useState<GridRowId[]>([]);

  const handleSelectionChange = (model: GridRowSelectionModel) => {
    // The model holds the ids returned by getRowId. "Select all" sends an
    // `exclude` model instead: every row except the ids it lists.
    const allIds = rows.map(getRowId);
    setSelectedIds(
      model.type === 'include'
        ? allIds.filter((id) => model.ids.has(id))
        : allIds.filter((id) => !model.ids.has(id)),
    );
  };

  return (
    <div style={{ width: '100%' }}>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowId={getRowId}
          checkboxSelection
          onRowSelectionModelChange={handleSelectionChange}
        />
      </div>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected ids: {selectedIds.length > 0 ? selectedIds.join(', ') : 'none'}
      </Typography>
    </div>
  );
}
