import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import {
  DataGrid,
  ExportCsv,
  GridFooterContainer,
  gridExpandedRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface TeamMember {
  id: number;
  name: string;
  team: string;
  role: 'Admin' | 'Editor' | 'Viewer';
  twoFactor: string;
}

const rows: TeamMember[] = [
  { id: 1, name: 'Leila Haddad', team: 'Platform', role: 'Admin', twoFactor: 'On' },
  { id: 2, name: 'Mateo Ruiz', team: 'Platform', role: 'Editor', twoFactor: 'On' },
  { id: 3, name: 'Hannah Berg', team: 'Support', role: 'Viewer', twoFactor: 'Off' },
  { id: 4, name: 'Kwame Asante', team: 'Finance', role: 'Editor', twoFactor: 'On' },
  { id: 5, name: 'Sofia Lind', team: 'Support', role: 'Editor', twoFactor: 'Off' },
  { id: 6, name: 'Arjun Mehta', team: 'Finance', role: 'Admin', twoFactor: 'On' },
];

const columns: GridColDef<TeamMember>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'role', headerName: 'Role', width: 100 },
  { field: 'twoFactor', headerName: '2FA', width: 80 },
];

function RosterFooter() {
  const apiRef = useGridApiContext();
  const rowCount = useGridSelector(apiRef, gridExpandedRowCountSelector);

  return (
    <GridFooterContainer sx={{ px: 1 }}>
      <Typography variant="body2">
        {rowCount} {rowCount === 1 ? 'member' : 'members'} shown
      </Typography>
      <ExportCsv
        size="small"
        startIcon={<DownloadIcon />}
        options={{ fileName: 'team-permissions' }}
      >
        Export permissions
      </ExportCsv>
    </GridFooterContainer>
  );
}

export default function RosterFooterExport() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ footer: RosterFooter }} />
    </div>
  );
}
