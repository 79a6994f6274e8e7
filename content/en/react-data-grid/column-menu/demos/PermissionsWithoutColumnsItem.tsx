import {
  DataGrid,
  GridColumnMenu,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

// `null` removes the item that holds "Hide column" and "Manage columns".
const menuSlots = { columnMenuColumnsItem: null };

function PermissionsColumnMenu(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={menuSlots} />;
}

const rows = [
  {
    id: 1,
    member: 'Amara Osei',
    team: 'Platform',
    read: true,
    write: true,
    admin: true,
  },
  {
    id: 2,
    member: 'Lukas Brandt',
    team: 'Platform',
    read: true,
    write: true,
    admin: false,
  },
  {
    id: 3,
    member: 'Sofia Marín',
    team: 'Billing',
    read: true,
    write: false,
    admin: false,
  },
  {
    id: 4,
    member: 'Kenji Watanabe',
    team: 'Billing',
    read: true,
    write: true,
    admin: false,
  },
  {
    id: 5,
    member: 'Priya Nair',
    team: 'Support',
    read: true,
    write: false,
    admin: false,
  },
];

const columns: GridColDef[] = [
  { field: 'member', headerName: 'Member', width: 170 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'read', headerName: 'Read', type: 'boolean', width: 100 },
  { field: 'write', headerName: 'Write', type: 'boolean', width: 100 },
  { field: 'admin', headerName: 'Admin', type: 'boolean', width: 100 },
];

export default function PermissionsWithoutColumnsItem() {
  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ columnMenu: PermissionsColumnMenu }}
        hideFooter
      />
    </div>
  );
}
