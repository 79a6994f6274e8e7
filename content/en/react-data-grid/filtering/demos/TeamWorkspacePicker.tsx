import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Member {
  id: number;
  name: string;
  workspace: string;
  role: string;
  twoFactor: boolean;
}

const workspaces = ['Berlin', 'Lisbon', 'Toronto'];

const rows: Member[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    workspace: 'Berlin',
    role: 'Owner',
    twoFactor: true,
  },
  {
    id: 2,
    name: 'Jonas Weber',
    workspace: 'Berlin',
    role: 'Editor',
    twoFactor: true,
  },
  {
    id: 3,
    name: 'Lea Hoffmann',
    workspace: 'Berlin',
    role: 'Viewer',
    twoFactor: false,
  },
  {
    id: 4,
    name: 'Inês Carvalho',
    workspace: 'Lisbon',
    role: 'Owner',
    twoFactor: true,
  },
  {
    id: 5,
    name: 'Rui Matos',
    workspace: 'Lisbon',
    role: 'Editor',
    twoFactor: false,
  },
  {
    id: 6,
    name: 'Beatriz Lopes',
    workspace: 'Lisbon',
    role: 'Billing',
    twoFactor: true,
  },
  {
    id: 7,
    name: 'Noah Tremblay',
    workspace: 'Toronto',
    role: 'Owner',
    twoFactor: true,
  },
  {
    id: 8,
    name: 'Priya Nair',
    workspace: 'Toronto',
    role: 'Editor',
    twoFactor: true,
  },
  {
    id: 9,
    name: 'Ethan Roy',
    workspace: 'Toronto',
    role: 'Viewer',
    twoFactor: false,
  },
  {
    id: 10,
    name: 'Chloé Gagnon',
    workspace: 'Toronto',
    role: 'Billing',
    twoFactor: false,
  },
];

const columns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Member', flex: 1, minWidth: 160 },
  // Not in the filter panel or the column menu: only the picker filters it
  { field: 'workspace', headerName: 'Workspace', width: 130, filterable: false },
  {
    field: 'role',
    headerName: 'Role',
    type: 'singleSelect',
    valueOptions: ['Owner', 'Editor', 'Viewer', 'Billing'],
    width: 120,
  },
  { field: 'twoFactor', headerName: '2FA', type: 'boolean', width: 90 },
];

export default function TeamWorkspacePicker() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'workspace', operator: 'equals', value: 'Lisbon' }],
  });

  // The picker reads its value from the model, so it follows any change
  const workspaceItem = filterModel.items.find((item) => item.field === 'workspace');
  const workspace =
    typeof workspaceItem?.value === 'string' ? workspaceItem.value : 'all';

  const handleWorkspaceChange = (
    _event: React.MouseEvent<HTMLElement>,
    value: string | null,
  ) => {
    if (value === null) {
      return;
    }
    setFilterModel({
      items:
        value === 'all' ? [] : [{ field: 'workspace', operator: 'equals', value }],
    });
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" id="workspace-picker-label">
          Workspace
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={workspace}
          onChange={handleWorkspaceChange}
          aria-labelledby="workspace-picker-label"
        >
          <ToggleButton value="all">All</ToggleButton>
          {workspaces.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={(newModel) => setFilterModel(newModel)}
        />
      </div>
    </Stack>
  );
}
