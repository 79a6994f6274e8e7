import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { STOCK_LOCATIONS } from './stock-locations';

export default function CycleCountLocations() {
  const [locations, setLocations] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 340, minWidth: 260 }}>
      <Typography sx={{ mb: 1 }}>
        To count ({locations.length}): {locations.join(', ') || 'none'}
      </Typography>
      <RichTreeView
        multiSelect
        items={STOCK_LOCATIONS}
        defaultExpandedItems={['hall-north', 'aisle-n1', 'aisle-n2']}
        onSelectedItemsChange={(_event, itemIds) => setLocations(itemIds)}
      />
    </Box>
  );
}
