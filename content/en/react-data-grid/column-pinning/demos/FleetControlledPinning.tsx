import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridPinnedColumnFields } from '@mui/x-data-grid-pro';
import { fleetColumns, fleetRows } from './fleet-rows';

const dispatcherView: GridPinnedColumnFields = {
  left: ['unit', 'driver'],
  right: ['status'],
};
const workshopView: GridPinnedColumnFields = {
  left: ['unit', 'model'],
  right: ['nextService'],
};

export default function FleetControlledPinning() {
  const [pinnedColumns, setPinnedColumns] =
    React.useState<GridPinnedColumnFields>(dispatcherView);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => setPinnedColumns(dispatcherView)}>
          Dispatcher view
        </Button>
        <Button size="small" onClick={() => setPinnedColumns(workshopView)}>
          Workshop view
        </Button>
        <Button size="small" onClick={() => setPinnedColumns({})}>
          Unpin all
        </Button>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPro
          rows={fleetRows}
          columns={fleetColumns}
          hideFooter
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={(newPinnedColumns) =>
            setPinnedColumns(newPinnedColumns)
          }
        />
      </div>
      <Typography variant="body2" role="status" aria-live="polite">
        <code>pinnedColumns</code>: <code>{JSON.stringify(pinnedColumns)}</code>
      </Typography>
    </Stack>
  );
}
