import * as React from 'react';
import Tooltip from '@mui/material/Tooltip';
import FilterListIcon from '@mui/icons-material/FilterList';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import {
  DataGrid,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  gridFilterActiveItemsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Permission {
  id: number;
  member: string;
  team: string;
  role: string;
  canDeploy: boolean;
  canBill: boolean;
}

const rows: Permission[] = [
  {
    id: 1,
    member: 'Hana Kovač',
    team: 'Platform',
    role: 'Admin',
    canDeploy: true,
    canBill: true,
  },
  {
    id: 2,
    member: 'Diego Ramos',
    team: 'Platform',
    role: 'Editor',
    canDeploy: true,
    canBill: false,
  },
  {
    id: 3,
    member: 'Ruth Adeyemi',
    team: 'Finance',
    role: 'Viewer',
    canDeploy: false,
    canBill: true,
  },
  {
    id: 4,
    member: 'Felix Wagner',
    team: 'Mobile',
    role: 'Editor',
    canDeploy: true,
    canBill: false,
  },
  {
    id: 5,
    member: 'Priya Nair',
    team: 'Finance',
    role: 'Admin',
    canDeploy: false,
    canBill: true,
  },
  {
    id: 6,
    member: 'Sam O’Neill',
    team: 'Mobile',
    role: 'Viewer',
    canDeploy: false,
    canBill: false,
  },
  {
    id: 7,
    member: 'Ana Lima',
    team: 'Platform',
    role: 'Viewer',
    canDeploy: false,
    canBill: false,
  },
];

const columns: GridColDef<Permission>[] = [
  { field: 'member', headerName: 'Member', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'role', headerName: 'Role', width: 100 },
  { field: 'canDeploy', headerName: 'Can deploy', type: 'boolean', width: 110 },
  { field: 'canBill', headerName: 'Can bill', type: 'boolean', width: 100 },
];

function PermissionsToolbar() {
  const apiRef = useGridApiContext();
  const activeFilters = useGridSelector(apiRef, gridFilterActiveItemsSelector);

  return (
    <Toolbar>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton aria-label="Filters" />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <Tooltip title="Remove all filters">
        {/* A disabled button does not fire mouse events, so the span keeps the tooltip working */}
        <span>
          <ToolbarButton
            aria-label="Remove all filters"
            disabled={activeFilters.length === 0}
            onClick={() => apiRef.current.setFilterModel({ items: [] })}
          >
            <FilterListOffIcon fontSize="small" />
          </ToolbarButton>
        </span>
      </Tooltip>
    </Toolbar>
  );
}

export default function TeamPermissionsFilterReset() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: PermissionsToolbar }}
        showToolbar
        hideFooter
        initialState={{
          filter: {
            filterModel: {
              items: [{ id: 1, field: 'canDeploy', operator: 'is', value: 'true' }],
            },
          },
        }}
      />
    </div>
  );
}
