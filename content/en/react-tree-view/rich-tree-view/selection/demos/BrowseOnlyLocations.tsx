import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { STOCK_LOCATIONS } from './stock-locations';

export default function BrowseOnlyLocations() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView
        disableSelection
        items={STOCK_LOCATIONS}
        defaultExpandedItems={['hall-south', 'aisle-s1']}
      />
    </Box>
  );
}
