import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { STOCK_LOCATIONS } from './stock-locations';

export default function CheckboxCycleCount() {
  return (
    <Box sx={{ minHeight: 340, minWidth: 260 }}>
      <RichTreeView
        multiSelect
        checkboxSelection
        items={STOCK_LOCATIONS}
        defaultExpandedItems={['hall-north', 'aisle-n1', 'aisle-n2']}
        defaultSelectedItems={['bin-n1-01', 'bin-n2-02']}
      />
    </Box>
  );
}
