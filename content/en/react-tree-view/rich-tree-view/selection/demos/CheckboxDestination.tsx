import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { STOCK_LOCATIONS } from './stock-locations';

export default function CheckboxDestination() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView
        checkboxSelection
        items={STOCK_LOCATIONS}
        defaultExpandedItems={['hall-north', 'aisle-n1']}
        defaultSelectedItems="bin-n1-02"
      />
    </Box>
  );
}
