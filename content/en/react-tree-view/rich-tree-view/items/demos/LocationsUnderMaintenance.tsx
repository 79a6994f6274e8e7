import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { WAREHOUSE_LOCATIONS, type WarehouseLocation } from './warehouse-locations';

const isItemDisabled = (location: WarehouseLocation) =>
  location.status === 'maintenance';

export default function LocationsUnderMaintenance() {
  return (
    <Box sx={{ minHeight: 340, minWidth: 260 }}>
      <RichTreeView
        items={WAREHOUSE_LOCATIONS}
        isItemDisabled={isItemDisabled}
        defaultExpandedItems={['zone-b', 'zone-c']}
      />
    </Box>
  );
}
