import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createShipments, shipmentColumns } from './shipment-rows';

export default function ShipmentsByWarehouse() {
  const rows = React.useMemo(() => createShipments(40), []);

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={shipmentColumns}
        initialState={{ rowGrouping: { model: ['warehouse'] } }}
      />
    </div>
  );
}
