import { DataGrid, type GridInitialState } from '@mui/x-data-grid';
import { createShipments, shipmentColumns } from './shipment-rows';

const rows = createShipments(60);

// Read once, on mount. Afterwards the user changes everything freely.
const initialState: GridInitialState = {
  sorting: { sortModel: [{ field: 'weightKg', sort: 'desc' }] },
  filter: {
    filterModel: {
      items: [
        { field: 'status', operator: 'isAnyOf', value: ['In transit', 'Late'] },
      ],
    },
  },
  columns: {
    columnVisibilityModel: { carrier: false },
    dimensions: { destination: { width: 170 } },
  },
  pagination: { paginationModel: { pageSize: 10, page: 0 } },
  density: 'compact',
};

export default function ShipmentInitialState() {
  return (
    <div style={{ height: 430, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={shipmentColumns}
        initialState={initialState}
        pageSizeOptions={[10, 25, 50]}
      />
    </div>
  );
}
