import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const teams = ['Design', 'Engineering', 'Finance'];

const members = [
  {
    id: 1,
    team: 'Design',
    name: 'Aiko Tanaka',
    role: 'Lead',
    projects: 'Write',
    billing: 'None',
    members: 'Invite',
    audit: 'Read',
    api: 'None',
  },
  {
    id: 2,
    team: 'Design',
    name: 'Lucas Moreau',
    role: 'Member',
    projects: 'Write',
    billing: 'None',
    members: 'None',
    audit: 'None',
    api: 'None',
  },
  {
    id: 3,
    team: 'Design',
    name: 'Zara Okafor',
    role: 'Guest',
    projects: 'Read',
    billing: 'None',
    members: 'None',
    audit: 'None',
    api: 'None',
  },
  {
    id: 4,
    team: 'Engineering',
    name: 'Mateo Silva',
    role: 'Lead',
    projects: 'Admin',
    billing: 'Read',
    members: 'Invite',
    audit: 'Read',
    api: 'Admin',
  },
  {
    id: 5,
    team: 'Engineering',
    name: 'Priya Nair',
    role: 'Member',
    projects: 'Write',
    billing: 'None',
    members: 'None',
    audit: 'Read',
    api: 'Write',
  },
  {
    id: 6,
    team: 'Engineering',
    name: 'Jonas Berg',
    role: 'Member',
    projects: 'Write',
    billing: 'None',
    members: 'None',
    audit: 'None',
    api: 'Write',
  },
  {
    id: 7,
    team: 'Engineering',
    name: 'Emma Laurent',
    role: 'Contractor',
    projects: 'Read',
    billing: 'None',
    members: 'None',
    audit: 'None',
    api: 'Read',
  },
  {
    id: 8,
    team: 'Finance',
    name: 'Omar Haddad',
    role: 'Lead',
    projects: 'Read',
    billing: 'Admin',
    members: 'Invite',
    audit: 'Admin',
    api: 'None',
  },
  {
    id: 9,
    team: 'Finance',
    name: 'Sofia Rossi',
    role: 'Member',
    projects: 'Read',
    billing: 'Write',
    members: 'None',
    audit: 'Read',
    api: 'None',
  },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Member', width: 160 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'projects', headerName: 'Projects', width: 120 },
  { field: 'billing', headerName: 'Billing', width: 120 },
  { field: 'members', headerName: 'Members', width: 120 },
  { field: 'audit', headerName: 'Audit log', width: 120 },
  { field: 'api', headerName: 'API keys', width: 120 },
];

export default function TeamPermissionsBesideSidebar() {
  const [team, setTeam] = React.useState(teams[1]);

  return (
    <Box sx={{ display: 'flex', gap: 2, height: 320, width: '100%' }}>
      <Box component="nav" aria-label="Teams" sx={{ width: 160, flexShrink: 0 }}>
        <List dense disablePadding>
          {teams.map((name) => (
            <ListItemButton
              key={name}
              selected={name === team}
              onClick={() => setTeam(name)}
            >
              <ListItemText primary={name} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      {/* minWidth: 0 lets this flex item shrink below the width of the columns */}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <DataGrid
          rows={members.filter((member) => member.team === team)}
          columns={columns}
          hideFooter
        />
      </Box>
    </Box>
  );
}
