import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import { DataGrid } from '@mui/x-data-grid';
import { teamColumns, teamRows, type TeamMember } from './team-rows';

// Defined at module level: the grid receives the same component on every render.
function EmptyTeam() {
  return (
    <Stack
      sx={{
        height: '100%',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        color: 'text.secondary',
      }}
    >
      <InboxIcon sx={{ fontSize: 40 }} />
      <Typography variant="body2">
        Nobody on this team yet. Restore the rows to try again.
      </Typography>
    </Stack>
  );
}

export default function CustomNoRowsOverlay() {
  const [rows, setRows] = React.useState<TeamMember[]>([]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setRows(rows.length > 0 ? [] : teamRows)}
        >
          {rows.length > 0 ? 'Remove all rows' : 'Restore rows'}
        </Button>
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={teamColumns}
          slots={{ noRowsOverlay: EmptyTeam }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
