import { type GridColDef } from '@mui/x-data-grid';

export type Permission = {
  id: number;
  member: string;
  team: string;
  role: 'Owner' | 'Editor' | 'Viewer';
  twoFactor: boolean;
  lastActive: string;
};

export const permissionRows: Permission[] = [
  {
    id: 1,
    member: 'Leila Haddad',
    team: 'Platform',
    role: 'Owner',
    twoFactor: true,
    lastActive: '2025-04-29',
  },
  {
    id: 2,
    member: 'Oskar Lind',
    team: 'Platform',
    role: 'Editor',
    twoFactor: true,
    lastActive: '2025-04-30',
  },
  {
    id: 3,
    member: 'Bea Santos',
    team: 'Design',
    role: 'Editor',
    twoFactor: false,
    lastActive: '2025-04-18',
  },
  {
    id: 4,
    member: 'Hamid Rezaei',
    team: 'Support',
    role: 'Viewer',
    twoFactor: true,
    lastActive: '2025-04-27',
  },
  {
    id: 5,
    member: 'Yuki Tanaka',
    team: 'Design',
    role: 'Owner',
    twoFactor: true,
    lastActive: '2025-04-30',
  },
  {
    id: 6,
    member: 'Grace Mensah',
    team: 'Support',
    role: 'Editor',
    twoFactor: false,
    lastActive: '2025-03-31',
  },
  {
    id: 7,
    member: 'Dmitri Volkov',
    team: 'Finance',
    role: 'Viewer',
    twoFactor: false,
    lastActive: '2025-04-02',
  },
];

export const permissionColumns: GridColDef<Permission>[] = [
  { field: 'member', headerName: 'Member', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  {
    field: 'role',
    headerName: 'Role',
    type: 'singleSelect',
    valueOptions: ['Owner', 'Editor', 'Viewer'],
    width: 110,
  },
  { field: 'twoFactor', headerName: '2FA', type: 'boolean', width: 80 },
  { field: 'lastActive', headerName: 'Last active', width: 120 },
];
