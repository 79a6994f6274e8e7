import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { WAREHOUSE_LOCATIONS } from './warehouse-locations';

export default function ChildrenOfLocation() {
  const apiRef = useTreeViewApiRef();
  const [summary, setSummary] = React.useState('Select a location.');

  const handleSelectedItemsChange = (
    _event: React.SyntheticEvent | null,
    itemId: string | null,
  ) => {
    if (!itemId || !apiRef.current) {
      setSummary('Select a location.');
      return;
    }
    // Pass `null` instead of an id to get the top-level items.
    const childIds = apiRef.current.getItemOrderedChildrenIds(itemId);
    setSummary(
      childIds.length === 0
        ? `${itemId} holds no other location.`
        : `${itemId} holds ${childIds.length}: ${childIds.join(', ')}.`,
    );
  };

  return (
    <Box sx={{ minHeight: 340, minWidth: 260 }}>
      <Typography sx={{ mb: 1 }} aria-live="polite">
        {summary}
      </Typography>
      <RichTreeView
        apiRef={apiRef}
        items={WAREHOUSE_LOCATIONS}
        defaultExpandedItems={['zone-a', 'zone-c']}
        onSelectedItemsChange={handleSelectedItemsChange}
      />
    </Box>
  );
}
