import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 'evt-9031',
    time: '2025-03-14 08:02',
    actor: 'j.moreau',
    action: 'Signed in',
  },
  {
    id: 'evt-9032',
    time: '2025-03-14 08:05',
    actor: 'j.moreau',
    action: 'Exported payroll',
  },
  {
    id: 'evt-9033',
    time: '2025-03-14 08:17',
    actor: 'a.kowalski',
    action: 'Changed role of r.diaz',
  },
  { id: 'evt-9034', time: '2025-03-14 08:26', actor: 'r.diaz', action: 'Signed in' },
  {
    id: 'evt-9035',
    time: '2025-03-14 08:41',
    actor: 'a.kowalski',
    action: 'Deleted API key',
  },
];

const columns: GridColDef[] = [
  // This column never has a menu, whatever the switch says.
  { field: 'id', headerName: 'Event', width: 120, disableColumnMenu: true },
  { field: 'time', headerName: 'Time', width: 170 },
  { field: 'actor', headerName: 'User', width: 130 },
  { field: 'action', headerName: 'Action', width: 230 },
];

export default function AuditLogMenuSwitch() {
  const [menuDisabled, setMenuDisabled] = React.useState(true);

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={menuDisabled}
            onChange={(event) => setMenuDisabled(event.target.checked)}
          />
        }
        label="Disable the column menu on every column"
      />
      <div style={{ height: 330 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          disableColumnMenu={menuDisabled}
          hideFooter
        />
      </div>
    </div>
  );
}
