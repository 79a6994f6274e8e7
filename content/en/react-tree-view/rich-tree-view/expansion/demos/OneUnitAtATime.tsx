import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { COURSE_OUTLINE, UNIT_IDS } from './course-outline';

export default function OneUnitAtATime() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['unit-1']);

  const handleExpandedItemsChange = (
    _event: React.SyntheticEvent | null,
    itemIds: string[],
  ) => {
    // The newly expanded item comes first in the array.
    const opened = itemIds.find((id) => !expandedItems.includes(id));
    if (opened && UNIT_IDS.includes(opened)) {
      setExpandedItems(
        itemIds.filter((id) => id === opened || !UNIT_IDS.includes(id)),
      );
    } else {
      setExpandedItems(itemIds);
    }
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <RichTreeView
        items={COURSE_OUTLINE}
        expandedItems={expandedItems}
        onExpandedItemsChange={handleExpandedItemsChange}
      />
    </Box>
  );
}
