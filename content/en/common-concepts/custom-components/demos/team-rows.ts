import type { GridColDef } from '@mui/x-data-grid';

export interface TeamMember {
  id: number;
  name: string;
  role: string;
  office: string;
  projects: number;
}

export const teamColumns: GridColDef<TeamMember>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'projects', headerName: 'Projects', type: 'number', width: 100 },
];

export const teamRows: TeamMember[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    role: 'Engineering lead',
    office: 'Lagos',
    projects: 4,
  },
  {
    id: 2,
    name: 'Jonas Weber',
    role: 'Frontend developer',
    office: 'Berlin',
    projects: 3,
  },
  {
    id: 3,
    name: 'Lucía Romero',
    role: 'Product designer',
    office: 'Madrid',
    projects: 5,
  },
  {
    id: 4,
    name: 'Kenji Sato',
    role: 'Backend developer',
    office: 'Osaka',
    projects: 2,
  },
  { id: 5, name: 'Priya Nair', role: 'Data analyst', office: 'Pune', projects: 6 },
  { id: 6, name: 'Tom Becker', role: 'QA engineer', office: 'Vienna', projects: 3 },
];
