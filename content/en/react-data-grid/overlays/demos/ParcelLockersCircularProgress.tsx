import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Locker {
  id: number;
  locker: string;
  street: string;
  free: number;
  total: number;
}

const lockers: Locker[] = [
  { id: 1, locker: 'PL-0112', street: 'Kanalstraße 4', free: 12, total: 40 },
  { id: 2, locker: 'PL-0113', street: 'Marktplatz 1', free: 0, total: 60 },
  { id: 3, locker: 'PL-0120', street: 'Bahnhofweg 18', free: 27, total: 48 },
  { id: 4, locker: 'PL-0131', street: 'Lindenallee 9', free: 5, total: 32 },
  { id: 5, locker: 'PL-0140', street: 'Hafenkai 2', free: 19, total: 40 },
];

const columns: GridColDef<Locker>[] = [
  { field: 'locker', headerName: 'Locker', width: 110 },
  { field: 'street', headerName: 'Address', flex: 1, minWidth: 160 },
  { field: 'free', headerName: 'Free', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 80 },
];

export default function ParcelLockersCircularProgress() {
  const [loading, setLoading] = React.useState(true);
  const [withRows, setWithRows] = React.useState(true);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={loading}
              onChange={(event) => setLoading(event.target.checked)}
            />
          }
          label="Loading"
        />
        <FormControlLabel
          control={
            <Switch
              checked={withRows}
              onChange={(event) => setWithRows(event.target.checked)}
            />
          }
          label="With rows"
        />
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={withRows ? lockers : []}
          columns={columns}
          loading={loading}
          hideFooter
          // The same spinner with and without rows
          slotProps={{
            loadingOverlay: {
              variant: 'circular-progress',
              noRowsVariant: 'circular-progress',
            },
          }}
        />
      </div>
    </Stack>
  );
}
