import { DataGridPro } from '@mui/x-data-grid-pro';
import { fleetColumns, fleetRows } from './fleet-rows';

export default function FleetPinnedColumns() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={fleetRows}
        columns={fleetColumns}
        hideFooter
        initialState={{ pinnedColumns: { left: ['unit'], right: ['status'] } }}
      />
    </div>
  );
}
