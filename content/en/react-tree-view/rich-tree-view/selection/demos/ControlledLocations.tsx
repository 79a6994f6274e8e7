import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { ALL_HALLS_AND_AISLES, STOCK_LOCATIONS } from './stock-locations';

const AISLE_N1_BINS = ['bin-n1-01', 'bin-n1-02', 'bin-n1-03'];

export default function ControlledLocations() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 400, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="outlined" onClick={() => setSelectedItems(AISLE_N1_BINS)}>
          Select aisle N1 bins
        </Button>
        <Button
          variant="outlined"
          disabled={selectedItems.length === 0}
          onClick={() => setSelectedItems([])}
        >
          Clear
        </Button>
      </Stack>
      <RichTreeView
        multiSelect
        checkboxSelection
        items={STOCK_LOCATIONS}
        defaultExpandedItems={ALL_HALLS_AND_AISLES}
        selectedItems={selectedItems}
        onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
      />
    </Box>
  );
}
