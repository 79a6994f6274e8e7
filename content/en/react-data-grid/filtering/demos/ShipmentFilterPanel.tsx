import { DataGrid } from '@mui/x-data-grid';
import { createShipments, shipmentColumns } from './shipment-rows';

const rows = createShipments(24);

export default function ShipmentFilterPanel() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={shipmentColumns} showToolbar />
    </div>
  );
}
