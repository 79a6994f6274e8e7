import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFooter,
  gridExpandedSortedRowEntriesSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { createShipments, shipmentColumns, type Shipment } from './shipment-rows';

const rows = createShipments(30);
const kilograms = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

// Inside the grid, `useGridSelector` re-renders this footer when the value changes
function WeightFooter() {
  const apiRef = useGridApiContext();
  const visibleRows = useGridSelector(apiRef, gridExpandedSortedRowEntriesSelector);
  const totalCount = useGridSelector(apiRef, gridRowCountSelector);
  const totalWeight = visibleRows.reduce(
    (sum, entry) => sum + (entry.model as Shipment).weightKg,
    0,
  );

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box role="status" sx={{ flex: 1, px: 2, typography: 'body2' }}>
        {visibleRows.length} of {totalCount} shipments match,{' '}
        {kilograms.format(totalWeight)} kg in total
      </Box>
      <GridFooter sx={{ border: 'none' }} />
    </Box>
  );
}

export default function ShipmentFooterSummary() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={shipmentColumns}
        slots={{ footer: WeightFooter }}
      />
    </div>
  );
}
