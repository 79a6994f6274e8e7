import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    member: 'Amira Haddad',
    role: 'Owner',
    repositories: 14,
    lastActive: 'Today',
  },
  {
    id: 2,
    member: 'Jonas Berg',
    role: 'Maintainer',
    repositories: 9,
    lastActive: 'Yesterday',
  },
  {
    id: 3,
    member: 'Priya Nair',
    role: 'Developer',
    repositories: 6,
    lastActive: 'Today',
  },
  {
    id: 4,
    member: 'Lucas Ferreira',
    role: 'Viewer',
    repositories: 2,
    lastActive: '3 days ago',
  },
];

const columns: GridColDef[] = [
  { field: 'member', headerName: 'Member', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', width: 130 },
  { field: 'repositories', headerName: 'Repositories', type: 'number', width: 130 },
  { field: 'lastActive', headerName: 'Last active', width: 130 },
];

export default function HeaderHeightSlider() {
  const [headerHeight, setHeaderHeight] = React.useState(40);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 320, mb: 1 }}>
        <Typography id="header-height-label" variant="body2" gutterBottom>
          Header height: {headerHeight}px
        </Typography>
        <Slider
          aria-labelledby="header-height-label"
          value={headerHeight}
          onChange={(_event, value) => setHeaderHeight(value as number)}
          min={32}
          max={96}
          step={4}
          size="small"
        />
      </Box>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnHeaderHeight={headerHeight}
          hideFooter
        />
      </div>
    </Box>
  );
}
